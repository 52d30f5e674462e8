import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// The rules whose meaning carries over to TCA 2.0, on the samples written in it: the broken
/// one makes each mistake once, the migrated app none.
@Suite struct TCA2SampleLintTests {
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples")

  static func lint(_ folder: String) throws -> [Finding] {
    let scan = try SourceScanner(options: ScanOptions(displayRoot: samples.path))
      .scan([samples.appendingPathComponent(folder).path])
    // Every rule, the opt-in ones too: the broken sample makes each mistake once.
    let everyRule = LintConfiguration(enabledRules: Set(RuleRegistry.identifiers))
    return Linter(configuration: everyRule).lint(LintInput(scan: scan))
  }

  @Test func theBrokenSampleMakesEachMistakeOnce() throws {
    let findings = try Self.lint("BrokenTCA2")
    let file = "BrokenTCA2/Sources/BrokenTCA2/"
    #expect(
      findings.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.rule)" }
        == [
          "\(file)CaseBudget.swift:8:8 note destination-case-budget",
          "\(file)Catalog.swift:12:10 warning unreachable-path-case",
          "\(file)Catalog.swift:27:8 warning stack-dismiss-style",
          "\(file)Inventory.swift:10:9 warning multiple-presentation-optionals",
          "\(file)Inventory.swift:12:9 error unintegrated-presentation",
          "\(file)Notes.swift:13:10 warning non-reducer-case",
          "\(file)Notes.swift:25:9 warning alert-outside-destination",
          "\(file)Notes.swift:26:9 error unintegrated-stack",
          "\(file)Recursion.swift:18:8 note orphan-feature",
          "\(file)Recursion.swift:19:22 note presentation-cycle",
        ])
  }

  /// Advice in 2.0's words, spelled as the beta is now: no `@Presents`, no `\.$`, an array
  /// stack, one key path and the child's reducer in the closure, no `action:`.
  @Test func theMessagesSpeakTCA2() throws {
    let messages = try Self.lint("BrokenTCA2").map(\.message).joined(separator: "\n")
    #expect(messages.contains("held in one optional field (var destination: Destination.State?)"))
    #expect(messages.contains("add .ifLet(\\.detail) { ItemDetail() }"))
    #expect(
      messages.contains(
        "add dismissStyle: .stack (.forEach(\\.path, dismissStyle: .stack) { Path.body })"))
    #expect(messages.contains("add .forEach(\\.history, dismissStyle: .stack) { History.body }"))
    #expect(messages.contains("holds a confirmation dialog outside Notes.Destination"))
    #expect(
      messages.contains("the @Feature macro expects Tag.State and Tag.Action; hold a feature"))
    #expect(messages.contains("(a Path case in an array of Path states)"))
    #expect(!messages.contains("@Presents") && !messages.contains("\\.$"))
    #expect(!messages.contains("action:") && !messages.contains("@Reducer"))
  }

  @Test(arguments: ["Migration/TCA1", "Migration/TCA2", "Migration/Mixed"])
  func theMigratedAppIsCleanInEverySpelling(folder: String) throws {
    #expect(try Self.lint(folder).map(\.message) == [])
  }
}
