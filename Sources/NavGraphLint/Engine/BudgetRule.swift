/// A rule that reports what goes over a budget a team sets (`budget: 20` under the rule's name
/// in `.navviz.yml`): its one option is the budget.
protocol BudgetRule: TunableRule where Options == BudgetOptions<Self> {
  /// The option: its name, default and summary.
  static var budget: RuleOption { get }
}

/// The options of a `BudgetRule`: the budget alone.
struct BudgetOptions<Rule: BudgetRule>: RuleOptions {
  static var declared: [RuleOption] { [Rule.budget] }

  /// The most the rule lets pass without a finding.
  let budget: Int

  init(value: (RuleOption) -> Int) {
    budget = value(Rule.budget)
  }
}
