import NavGraphLint
import Testing

/// Every registered rule: a stable kebab-case identifier, documentation, and examples that
/// hold (each rule's own test file checks them too; this catches a rule nobody registered a
/// test for).
@Suite struct RuleRegistryTests {
  @Test func identifiersAreUniqueAndKebabCase() {
    let identifiers = RuleRegistry.identifiers
    #expect(Set(identifiers).count == identifiers.count)
    for identifier in identifiers {
      #expect(identifier.allSatisfy { $0.isLowercase || $0 == "-" }, "\(identifier)")
      #expect(!identifier.hasPrefix("-") && !identifier.hasSuffix("-"))
    }
  }

  @Test func everyRuleIsDocumented() {
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(!description.summary.isEmpty, "\(description.identifier)")
      #expect(description.rationale.count > 200, "\(description.identifier): rationale too short")
    }
  }

  @Test(arguments: RuleRegistry.identifiers)
  func examplesHold(identifier: String) throws {
    let rule = try #require(RuleRegistry.rule(identifier: identifier))
    RuleExamples.check(rule)
  }

  @Test func issueRulesArePresentWithTheirSeverities() {
    let expected: [String: String] = [
      "multiple-presentation-optionals": "warning", "unreachable-destination-case": "warning",
      "unreachable-path-case": "warning", "unintegrated-presentation": "error",
      "unintegrated-stack": "error", "unscoped-destination-case": "error",
      "send-after-dismiss": "warning", "presentation-action-mismatch": "error",
    ]
    for (identifier, severity) in expected {
      #expect(RuleRegistry.rule(identifier: identifier)?.description.defaultSeverity.rawValue
        == severity, "\(identifier)")
    }
  }
}
