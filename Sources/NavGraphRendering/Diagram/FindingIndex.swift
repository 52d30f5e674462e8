import NavGraphCore

/// A graph's findings by the feature they name, so that drawing each node and link looks at
/// its own few findings instead of all of them: a linted 10,000-feature app has thousands of
/// findings, and filtering all of them per node and per link would be quadratic.
struct FindingIndex {
  private let findings: [Finding]
  private let positionsByFeature: [String: [Int]]

  init(_ findings: [Finding]) {
    self.findings = findings
    var positions: [String: [Int]] = [:]
    for (position, finding) in findings.enumerated() {
      guard let feature = finding.feature else { continue }
      positions[feature, default: []].append(position)
    }
    positionsByFeature = positions
  }

  /// The findings naming one of `features`, in the graph's order (as a filter over all
  /// findings would list them).
  func about(_ features: [String?]) -> [Finding] {
    var positions: Set<Int> = []
    for case let feature? in features {
      positions.formUnion(positionsByFeature[feature] ?? [])
    }
    return positions.sorted().map { findings[$0] }
  }
}
