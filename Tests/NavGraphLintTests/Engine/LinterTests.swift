import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct LinterTests {
  /// Every rule's triggering examples as one code base (each example in its own folder).
  static let everyMistake: ScanResult = {
    var sources: [String: String] = [:]
    for rule in RuleRegistry.all {
      for (index, example) in rule.description.triggeringExamples.enumerated() {
        for (path, text) in example.sources {
          sources["\(rule.description.identifier)/\(index)/\(path)"] = text
        }
      }
    }
    return SourceScanner().scan(sources: sources)
  }()

  @Test func rulesRunningSideBySideFindWhatTheyFindOneByOne() {
    let input = LintInput(scan: Self.everyMistake)
    let oneByOne = Linter(jobs: 1).lint(input)
    #expect(Set(oneByOne.map(\.rule)).count >= 8,
            "most rules fire on their own examples")
    for jobs in [2, 3, 16] {
      #expect(Linter(jobs: jobs).lint(input) == oneByOne, "jobs: \(jobs)")
    }
  }
}
