import Foundation
import Testing

@Suite("navviz rules")
struct RulesCommandTests {
  @Test func listsEveryRuleWithSeverityAndSummary() throws {
    let result = try NavvizProcess.run(["rules"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("RULE") == true)
    #expect(lines.count == 17)
    for structural in [
      "presentation-cycle               warning", "destination-case-budget          warning",
      "navigation-depth-budget          note", "orphan-feature                   note",
    ] {
      #expect(result.output.contains(structural), "\(structural)")
    }
    #expect(result.output.contains(
      "multiple-presentation-optionals  warning   A State holds several optional presentation"))
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
        budget: The most cases an enum reducer may have before it is reported. Default 12.
      """))
    #expect(!result.output.contains("Needs Swift source input"))
  }

  @Test func unknownRuleIsAnError() throws {
    let result = try NavvizProcess.run(["rules", "no-such-rule"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown rule \"no-such-rule\""))
  }
}
