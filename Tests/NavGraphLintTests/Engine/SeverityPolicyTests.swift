import Foundation
import NavGraphLint
import Testing

/// The severity policy is written once, in code, and the rules documentation quotes it.
@Suite struct SeverityPolicyTests {
  @Test func theRulesDocumentationQuotesThePolicy() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/lint-rules.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    for line in SeverityPolicy.lines { #expect(text.contains("- " + line), "\(line)") }
  }

  /// Every rule is in the documentation's table, with its default severity and whether it
  /// runs by default.
  @Test func theRulesTableMatchesTheRules() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/lint-rules.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    for rule in RuleRegistry.all.map(\.description) {
      let row = "| `\(rule.identifier)` | \(rule.defaultSeverity.rawValue) | "
        + (rule.isOptIn ? "**off**" : "on") + " |"
      #expect(text.contains(row), "\(row)")
    }
  }
}
