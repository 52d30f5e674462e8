import NavGraphCore

/// What `navviz rules` prints about a rule, and what its tests run.
package struct RuleDescription: Sendable {
  /// Stable kebab-case identifier, used in config files, suppression comments and reports.
  package var identifier: String
  package var defaultSeverity: Finding.Severity
  /// One line: what the rule reports.
  package var summary: String
  /// Why it matters, in TCA's terms, and how to fix it.
  package var rationale: String
  /// Whether it needs the scanner's facts (it says nothing about a graph without them).
  package var needsSourceFacts: Bool
  /// Code the rule must report, with `↓` where each finding points.
  package var triggeringExamples: [Example]
  /// Code the rule must accept.
  package var nonTriggeringExamples: [Example]
  /// Numbers the configuration file may set for this rule (budgets).
  package var options: [RuleOption]
  /// Off unless the configuration turns it on: a rule whose findings on real apps were too
  /// often wrong to run by default (`MeasuredPrecision`).
  package var isOptIn: Bool
  /// How often its findings were right on real apps, when it reported any there.
  package var precision: RulePrecision? { MeasuredPrecision.rules[identifier] }

  package init(
    identifier: String, defaultSeverity: Finding.Severity, summary: String, rationale: String,
    needsSourceFacts: Bool = true, options: [RuleOption] = [], isOptIn: Bool = false,
    triggeringExamples: [Example], nonTriggeringExamples: [Example]
  ) {
    self.isOptIn = isOptIn
    self.identifier = identifier
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.rationale = rationale
    self.needsSourceFacts = needsSourceFacts
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
    self.options = options
  }

  package func option(named name: String) -> RuleOption? {
    options.first { $0.name == name }
  }
}
