import Foundation
import Testing

@Suite("navviz rules")
struct RulesCommandTests {
  @Test func listsEveryRuleWithSeverityAndSummary() throws {
    let result = try NavvizProcess.run(["rules"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("RULE") == true)
    // A line per rule, the header and the notes on precision and severity.
    #expect(lines.count == 31)
    #expect(result.output.contains("SEVERITY: error: the app misbehaves"))
    for structural in [
      "presentation-cycle               note      off", "destination-case-budget          note      on",
      "navigation-depth-budget          note      on", "orphan-feature                   note      on",
    ] {
      #expect(result.output.contains(structural), "\(structural)")
    }
    #expect(result.output.contains(
      "multiple-presentation-optionals  warning   on       1.00       A State holds several optional"))
    #expect(result.output.contains("unintegrated-stack"))
    #expect(result.output.contains("stack-dismiss-style"))
  }

  @Test func explainsOneRuleWithExamples() throws {
    let result = try NavvizProcess.run(["rules", "send-after-dismiss"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("send-after-dismiss (warning)\n"))
    #expect(result.output.contains("Triggers (↓ marks where the finding points):"))
    #expect(result.output.contains("await ↓send(.delegate(.saved))"))
    #expect(result.output.contains("Does not trigger:"))
  }

  @Test func budgetRulesShowTheirOptions() throws {
    let result = try NavvizProcess.run(["rules", "destination-case-budget"])
    #expect(result.output.contains("""
      Options (in .navviz.yml: rules: {destination-case-budget: {NAME: VALUE}}):
        budget: The most cases an enum reducer may have before it is reported. Default 30.
      """))
    #expect(!result.output.contains("Needs Swift source input"))
  }

  /// Each rule says how its findings on real apps were judged, and whether it is off by
  /// default.
  @Test func statesMeasuredPrecisionAndOptIn() throws {
    let measured = try NavvizProcess.run(["rules", "multiple-presentation-optionals"])
    #expect(measured.output.contains("Precision on real apps: 1.00 — of its "))
    let optIn = try NavvizProcess.run(["rules", "presentation-cycle"])
    #expect(optIn.output.contains("Off by default"))
    #expect(optIn.output.contains("rules: {presentation-cycle: on}"))
    let unmeasured = try NavvizProcess.run(["rules", "duplicate-integration"])
    #expect(unmeasured.output.contains("Precision on real apps: not measured"))
  }

  @Test func unknownRuleIsAnError() throws {
    let result = try NavvizProcess.run(["rules", "no-such-rule"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown rule \"no-such-rule\""))
  }
}
