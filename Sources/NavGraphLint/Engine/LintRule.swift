import NavGraphCore

/// One lint rule: a description (identifier, severity, rationale, examples) and a check.
///
/// A rule reads the graph and, when the input came from source, the scanner's facts. A rule
/// that needs facts returns no findings for a graph built without them (a reflection graph,
/// a JSON document), so every input gets every rule that can speak about it.
package protocol LintRule: Sendable {
  var description: RuleDescription { get }
  /// Findings at the rule's default severity (or `note` for informational ones); the linter
  /// applies the configured severity afterwards.
  func findings(in context: LintContext) -> [Finding]
}

extension LintRule {
  /// A finding of this rule at its default severity.
  func finding(
    feature: String?, fields: [String]? = nil, case: String? = nil,
    location: SourceLocation?, message: String
  ) -> Finding {
    Finding(
      rule: description.identifier, severity: description.defaultSeverity, feature: feature,
      fields: fields, case: `case`, location: location, message: message)
  }
}
