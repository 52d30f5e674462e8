import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// Runs a rule over its own examples: each triggering example must give exactly one finding
/// per `↓` marker, at the marker; each non-triggering example none. The examples `navviz
/// rules ID` prints are therefore always true.
enum RuleExamples {
  static func check(
    _ rule: some LintRule, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let description = rule.description
    #expect(!description.triggeringExamples.isEmpty, sourceLocation: sourceLocation)
    #expect(!description.nonTriggeringExamples.isEmpty, sourceLocation: sourceLocation)
    for (index, example) in description.triggeringExamples.enumerated() {
      let expected = example.markedLocations.map { "\($0.file):\($0.line):\($0.column)" }
      let found = lint(example, with: rule).map { $0.location?.description ?? "no location" }
      #expect(!expected.isEmpty, "triggering example \(index) has no ↓ marker",
              sourceLocation: sourceLocation)
      #expect(found.sorted() == expected.sorted(), "triggering example \(index)",
              sourceLocation: sourceLocation)
    }
    for (index, example) in description.nonTriggeringExamples.enumerated() {
      let found = lint(example, with: rule).map { "\($0.location?.description ?? ""): \($0.message)" }
      #expect(found == [], "non-triggering example \(index)", sourceLocation: sourceLocation)
    }
  }

  /// The findings of `rule` alone over an example's sources (turned on, if it is opt-in).
  static func lint(
    _ example: Example, with rule: some LintRule,
    configuration: LintConfiguration = LintConfiguration()
  ) -> [Finding] {
    let scan = SourceScanner().scan(sources: example.sources)
    var configuration = configuration
    configuration.enabledRules.insert(rule.description.identifier)
    return Linter(rules: [rule], configuration: configuration).lint(LintInput(scan: scan))
  }

  /// The findings of `rule` over plain sources (no markers).
  static func lint(_ source: String, with rule: some LintRule) -> [Finding] {
    lint(Example(source), with: rule)
  }
}
