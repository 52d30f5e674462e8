import NavGraph

/// Runs the enabled rules over one input and returns sorted findings, with the configured
/// severities applied and suppression comments honoured.
public struct Linter: Sendable {
  public var rules: [any LintRule]
  public var configuration: LintConfiguration

  public init(
    rules: [any LintRule] = RuleRegistry.all, configuration: LintConfiguration = .init()
  ) {
    self.rules = rules
    self.configuration = configuration
  }

  public func lint(_ input: LintInput) -> [Finding] {
    let context = LintContext(input, configuration: configuration)
    let suppressions = Suppressions(input.facts?.directives ?? [])
    var findings: [Finding] = []
    for rule in rules where configuration.isEnabled(rule.description.identifier) {
      let description = rule.description
      if description.needsSourceFacts && input.facts == nil && input.traces == nil { continue }
      for var finding in rule.findings(in: context) {
        // Informational notes (trace coverage) stay notes whatever the configured severity.
        if finding.severity == description.defaultSeverity,
          let configured = configuration.severities[description.identifier]
        {
          finding.severity = configured
        }
        if suppressions.suppresses(finding) { continue }
        if let file = finding.location?.file, !configuration.includes(path: file) { continue }
        findings.append(finding)
      }
    }
    return findings.sorted()
  }
}
