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
          "\(file)CaseBudget.swift:7:8 note destination-case-budget",
          "\(file)Catalog.swift:12:10 warning unreachable-path-case",
          "\(file)Catalog.swift:25:6 warning stack-dismiss-style",
          "\(file)Inventory.swift:10:9 warning multiple-presentation-optionals",
          "\(file)Inventory.swift:12:9 error unintegrated-presentation",
          "\(file)Recursion.swift:18:8 note orphan-feature",
          "\(file)Recursion.swift:19:22 note presentation-cycle",
        ])
  }

  /// Advice in 2.0's words: no `@Presents`, no `\.$`, an array stack.
  @Test func theMessagesSpeakTCA2() throws {
    let messages = try Self.lint("BrokenTCA2").map(\.message).joined(separator: "\n")
    #expect(messages.contains("held in one optional field (var destination: Destination.State?)"))
    #expect(messages.contains("add .ifLet(\\.detail, action: \\.detail) { ItemDetail() }"))
    #expect(messages.contains("(a Path case in an array of Path states)"))
    #expect(!messages.contains("@Presents") && !messages.contains("\\.$"))
  }

  @Test(arguments: ["Migration/TCA1", "Migration/TCA2", "Migration/Mixed"])
  func theMigratedAppIsCleanInEverySpelling(folder: String) throws {
    #expect(try Self.lint(folder).map(\.message) == [])
  }
}
