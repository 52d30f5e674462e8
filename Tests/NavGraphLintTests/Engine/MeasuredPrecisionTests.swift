import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// What `navviz rules` says of each rule's precision is what the ledger measured
/// (`Benchmarks/LintPrecision/precision.tsv`, written by `make lint-precision`), and the rules
/// that measured below the threshold are the ones off by default.
@Suite struct MeasuredPrecisionTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Benchmarks/LintPrecision")

  /// The rows of a TSV file of the folder after its comments and header.
  static func rows(_ name: String) throws -> [[String]] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }

  @Test func theTableIsTheMeasurement() throws {
    var measured: [String: RulePrecision] = [:]
    for row in try Self.rows("precision.tsv") {
      let numbers = row.dropFirst().compactMap { Int($0) }
      try #require(numbers.count == 5, "\(row)")
      measured[row[0]] = RulePrecision(
        correct: numbers[0], wrongSeverity: numbers[1], noise: numbers[2],
        incorrect: numbers[3], apps: numbers[4])
    }
    #expect(measured == MeasuredPrecision.rules)
    let corpus = try Self.rows("corpus.tsv").filter { $0.last == "development" }
    #expect(corpus.count == MeasuredPrecision.corpusApps)
  }

  @Test func rulesBelowTheThresholdAreOffByDefault() {
    for rule in RuleRegistry.all.map(\.description) {
      let isBelow = rule.precision.map { $0.value < MeasuredPrecision.defaultOnThreshold } ?? false
      #expect(rule.isOptIn == isBelow, "\(rule.identifier)")
    }
  }

  @Test func everyJudgedFindingHasAVerdictAndAReason() throws {
    let rules = Set(RuleRegistry.identifiers)
    let apps = Set(try Self.rows("corpus.tsv").map(\.[0]))
    for row in try Self.rows("ledger.tsv") {
      #expect(row.count == 7, "\(row)")
      guard row.count == 7 else { continue }
      let verdict = row[5]
      #expect(
        ["true", "false", "noise"].contains(verdict) || verdict.hasPrefix("severity:")
          || verdict.hasPrefix("duplicate:"), "\(row)")
      #expect(apps.contains(row[0]), "\(row)")
      // A rule no longer shipped keeps its rows: what it reported was judged.
      #expect(rules.contains(row[1]) || row[1] == "destination-case-budget", "\(row)")
      #expect(!row[6].isEmpty, "\(row)")
    }
  }

  @Test func anOptInRuleRunsOnlyWhenTurnedOn() {
    let source = #"""
      @Reducer
      struct Folder {
        @ObservableState
        struct State { @Presents var subfolder: Folder.State? }
        enum Action { indirect case subfolder(PresentationAction<Folder.Action>), openTapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.subfolder = Folder.State()
            return .none
          }
          .ifLet(\.$subfolder, action: \.subfolder) { Folder() }
        }
      }
      """#
    let scan = SourceScanner().scan(sources: ["Sources/App/Folder.swift": source])
    let rule = PresentationCycleRule()
    #expect(rule.description.isOptIn)
    #expect(Linter(rules: [rule]).lint(LintInput(scan: scan)).isEmpty)
    let on = LintConfiguration(enabledRules: [rule.description.identifier])
    #expect(Linter(rules: [rule], configuration: on).lint(LintInput(scan: scan)).count == 1)
    let severity = LintConfiguration(severities: [rule.description.identifier: .warning])
    #expect(
      Linter(rules: [rule], configuration: severity).lint(LintInput(scan: scan)).map(\.severity)
        == [.warning])
  }
}
