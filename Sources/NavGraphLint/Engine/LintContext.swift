import NavGraphCore
import NavGraphFacts

/// The input plus the lookups several rules share, built once per run so that rules stay
/// linear in the size of the code base (a rule must never scan all constructions per case).
package struct LintContext: Sendable {
  package let input: LintInput
  /// The run's settings, for rules with options (budgets).
  package let configuration: LintConfiguration
  package var graph: NavigationGraph { input.graph }
  package var facts: ScanFacts? { input.facts }
  package var traces: TraceCoverage? { input.traces }

  /// Facts of each feature by name.
  package let featureFacts: [String: FeatureFacts]
  /// Enum reducers held in an optional presentation field (Destination), by name.
  package let destinationEnums: Set<String>
  /// Enum reducers held in a `StackState` (Path), by name.
  package let pathEnums: Set<String>
  /// How features nest through tree navigation that happens (cases built, fields set),
  /// numbered once for the depth and cycle rules (built even when both are off: it is linear
  /// after one sort of the edges).
  package let presentationNesting: PresentationNesting
  /// The cases non-test code builds, some without their enum (`EnumCaseKey.enumReducer`).
  private let constructedKeys: Set<EnumCaseKey>

  package init(_ input: LintInput, configuration: LintConfiguration = LintConfiguration()) {
    self.input = input
    self.configuration = configuration
    var byName: [String: FeatureFacts] = [:]
    for feature in input.facts?.features ?? [] { byName[feature.name] = feature }
    featureFacts = byName
    var destinations = Set<String>()
    var paths = Set<String>()
    for edge in input.graph.edges {
      guard let via = edge.via else { continue }
      if edge.kind == .stack { paths.insert(via) } else { destinations.insert(via) }
    }
    // A case holding data or an alert still makes a stack edge's enum a Path.
    for edge in input.graph.edges where edge.kind != .stack {
      if let via = edge.via, paths.contains(via) { destinations.remove(via) }
    }
    destinationEnums = destinations
    pathEnums = paths
    var keys = Set<EnumCaseKey>()
    for construction in input.facts?.constructions ?? [] where !construction.isTest {
      keys.insert(EnumCaseKey(construction.enumReducer, case: construction.caseName))
    }
    constructedKeys = keys
    presentationNesting = PresentationNesting(
      input.facts == nil
        ? input.graph : Self.happening(in: input.graph, featureFacts: byName, constructed: keys))
  }

  /// The graph without the navigation edges that never happen: a case nothing builds, a
  /// field nothing sets. Chains and cycles are about what users can reach.
  private static func happening(
    in graph: NavigationGraph, featureFacts: [String: FeatureFacts], constructed: Set<EnumCaseKey>
  ) -> NavigationGraph {
    var live = graph
    live.edges.removeAll { edge in
      guard edge.kind.isNavigation else { return false }
      if let via = edge.via, let caseName = edge.case {
        return !isConstructed(via, case: caseName, in: constructed)
      }
      guard let field = edge.field else { return false }
      return featureFacts[edge.from]?.field(named: field)?.isSet == false
    }
    return live
  }

  /// Whether non-test code builds `caseName` of `enumReducer` anywhere. A case inside a group
  /// (`articles.article`) is also built by its own name where the enum is not known.
  package func isConstructed(_ enumReducer: String, case caseName: String) -> Bool {
    Self.isConstructed(enumReducer, case: caseName, in: constructedKeys)
  }

  private static func isConstructed(
    _ enumReducer: String, case caseName: String, in keys: Set<EnumCaseKey>
  ) -> Bool {
    if keys.contains(EnumCaseKey(enumReducer, case: caseName))
      || keys.contains(EnumCaseKey(nil, case: caseName))
    {
      return true
    }
    guard let dot = caseName.lastIndex(of: ".") else { return false }
    return keys.contains(EnumCaseKey(nil, case: caseName[caseName.index(after: dot)...]))
  }

  /// Facts of every feature, sorted by name (empty without facts).
  package var features: [FeatureFacts] { input.facts?.features ?? [] }
}
