/// How a rule's findings were judged on real apps: each finding read against the code around
/// it. `Benchmarks/LintPrecision/` holds the apps, the ledger of every finding and
/// `precision.tsv`, which `make lint-precision` writes and a test keeps equal to this table.
package struct RulePrecision: Hashable, Sendable {
  /// Right, at the right severity.
  package var correct: Int
  /// Right, at the wrong severity.
  package var wrongSeverity: Int
  /// Right, but not worth a report by default (a duplicate of a better finding, a budget).
  package var noise: Int
  package var incorrect: Int
  /// How many of the apps the findings were in.
  package var apps: Int

  package init(correct: Int, wrongSeverity: Int, noise: Int, incorrect: Int, apps: Int) {
    self.correct = correct
    self.wrongSeverity = wrongSeverity
    self.noise = noise
    self.incorrect = incorrect
    self.apps = apps
  }

  package var findings: Int { correct + wrongSeverity + noise + incorrect }

  /// Findings right at the right severity, of all.
  package var value: Double { findings == 0 ? 0 : Double(correct) / Double(findings) }
}

/// The development corpus's figures per rule (`Benchmarks/LintPrecision/precision.tsv`).
package enum MeasuredPrecision {
  /// How many apps the corpus holds: a rule with no entry reported nothing on any of them.
  package static let corpusApps = 12

  /// Below this, a rule is opt-in: a linter that is wrong more often is switched off.
  package static let defaultOnThreshold = 0.9

  package static let rules: [String: RulePrecision] = [
    "dead-action-case": .init(
      correct: 4, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 4),
    "alert-outside-destination": .init(
      correct: 5, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 3),
    "multiple-presentation-optionals": .init(
      correct: 16, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 6),
    "navigation-depth-budget": .init(
      correct: 1, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 1),
    "presentation-beside-store": .init(
      correct: 1, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 1),
    "presentation-cycle": .init(
      correct: 0, wrongSeverity: 0, noise: 0, incorrect: 1, apps: 1),
    "presentation-without-view": .init(
      correct: 4, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 3),
    "send-after-dismiss": .init(
      correct: 1, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 1),
    "unhandled-delegate-action": .init(
      correct: 3, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 3),
    "unhandled-prompt-action": .init(
      correct: 1, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 1),
    "unintegrated-presentation": .init(
      correct: 17, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 4),
    "unpresented-screen": .init(
      correct: 9, wrongSeverity: 0, noise: 0, incorrect: 1, apps: 4),
    "unreachable-destination-case": .init(
      correct: 6, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 3),
    "unreachable-path-case": .init(
      correct: 3, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 3),
    "unreachable-presentation": .init(
      correct: 5, wrongSeverity: 0, noise: 0, incorrect: 0, apps: 3),
    "unscoped-destination-case": .init(
      correct: 0, wrongSeverity: 1, noise: 0, incorrect: 0, apps: 1),
  ]
}
