import Foundation
import NavGraphCore

/// Runs the enabled rules over one input and returns sorted findings, with the configured
/// severities applied and suppression comments honoured.
package struct Linter: Sendable {
  package var rules: [any LintRule]
  package var configuration: LintConfiguration
  /// How many rules run at once; `nil` for one per core.
  package var jobs: Int?

  package init(
    rules: [any LintRule] = RuleRegistry.all, configuration: LintConfiguration = .init(),
    jobs: Int? = nil
  ) {
    self.rules = rules
    self.configuration = configuration
    self.jobs = jobs
  }

  package func lint(_ input: LintInput) -> [Finding] {
    let context = LintContext(input, configuration: configuration)
    let suppressions = Suppressions(input.facts?.directives ?? [])
    let running = rules.filter { rule in
      let description = rule.description
      return configuration.isEnabled(description)
        && (!description.needsSourceFacts || input.facts != nil || input.traces != nil)
    }
    // Rules only read the shared context, so they run side by side (lint runs after the scan,
    // on one core otherwise); their results are taken in rule order, so the outcome does not
    // depend on the timing.
    let found = running.parallelMap(
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, stackSize: Self.stackSize
    ) { rule in rule.findings(in: context) }
    var findings: [Finding] = []
    for (rule, ruleFindings) in zip(running, found) {
      let description = rule.description
      for var finding in ruleFindings {
        // Informational notes (trace coverage) stay notes whatever the configured severity.
        if finding.severity == description.defaultSeverity,
          let configured = configuration.severities[description.identifier]
        {
          finding.severity = configured
        }
        if suppressions.suppresses(finding) { continue }
        if let file = finding.location?.file, !configuration.includes(path: file) { continue }
        findings.append(finding)
      }
    }
    return findings.sorted()
  }

  /// Rules walk graphs without recursion; this is the main thread's default, so a rule never
  /// has less stack on a worker than it had when rules ran on the caller's thread.
  private static let stackSize = 8 << 20
}
