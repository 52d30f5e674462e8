/// A rule a team tunes in `.navviz.yml`. Its options are one type: the description lists
/// `Options.declared`, and the rule reads a run's values as that type's properties, so an
/// option it reads is always one it declares.
protocol TunableRule: LintRule {
  associatedtype Options: RuleOptions
}

/// The options of a `TunableRule`, with their values in one run.
protocol RuleOptions {
  /// Every option, as the rule's description lists them (names, defaults, summaries).
  static var declared: [RuleOption] { get }
  /// The values of a run: `value` gives a declared option's configured value, else its default.
  init(value: (RuleOption) -> Int)
}

extension TunableRule {
  /// The options' values in this run.
  func options(in context: LintContext) -> Options {
    Options { context.configuration.value(of: $0, for: description.identifier) }
  }
}
