import NavGraphCore
import NavGraphFacts

/// What the editor and the agent ask of one analysis, answered from lookups built once: who
/// presents a feature, what a field or a case presents, which declaration is on a line.
package struct NavigationIndex: Sendable {
  package let graph: NavigationGraph
  private let edges: GraphIndex
  private let features: [String: Feature]
  private let facts: [String: FeatureFacts]
  /// Declarations by the file they are in (as the scan reports it), in source order.
  private let declarations: [String: [Declaration]]

  package init(graph: NavigationGraph, facts: ScanFacts?) {
    self.graph = graph
    edges = GraphIndex(graph)
    features = Dictionary(graph.features.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let allFacts = facts?.features ?? []
    self.facts = Dictionary(allFacts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var declarations: [String: [Declaration]] = [:]
    for feature in allFacts {
      declarations[feature.location.file, default: []].append(
        Declaration(kind: .feature(feature.name), location: feature.location))
      for field in feature.fields {
        declarations[field.location.file, default: []].append(
          Declaration(kind: .field(owner: feature.name, name: field.name), location: field.location)
        )
      }
      for reducerCase in feature.reducerCases {
        declarations[reducerCase.location.file, default: []].append(
          Declaration(
            kind: .reducerCase(enumReducer: feature.name, name: reducerCase.name),
            location: reducerCase.location))
      }
    }
    self.declarations = declarations.mapValues { $0.sorted { $0.location < $1.location } }
  }

  package func feature(named name: String) -> Feature? { features[name] }

  package func facts(of name: String) -> FeatureFacts? { facts[name] }

  /// The navigation edges `name` owns: what it presents, pushes, alerts.
  package func presented(by name: String) -> [Edge] {
    edges.edges(from: name).filter(\.kind.isNavigation)
  }

  /// The navigation edges that show `name`: who presents it.
  package func presenters(of name: String) -> [Edge] {
    edges.edges(to: name).filter(\.kind.isNavigation)
  }

  /// What `owner`'s state field `field` presents.
  package func presented(by owner: String, field: String) -> [Edge] {
    edges.edges(from: owner).filter { $0.field == field }
  }

  /// What case `name` of the enum reducer `enumReducer` presents, and through which field.
  package func presented(byCase name: String, of enumReducer: String) -> [Edge] {
    graph.edges.filter { $0.via == enumReducer && $0.case == name }
  }

  /// The fields of other features that hold the enum reducer `name` (`destination` holds
  /// `SyncUpDetail.Destination`).
  package func holders(of enumReducer: String) -> [Edge] {
    var seen = Set<String>()
    return graph.edges.filter { edge in
      edge.via == enumReducer && seen.insert("\(edge.from).\(edge.field ?? "")").inserted
    }
  }

  /// Every declaration in `file`, in source order.
  package func declarations(inFile file: String) -> [Declaration] {
    declarations[file] ?? []
  }

  /// The declaration on `line` of `file` (1-based) that starts at or before `column`, else
  /// the first on the line.
  package func declaration(inFile file: String, line: Int, column: Int) -> Declaration? {
    let onLine = declarations(inFile: file).filter { $0.location.line == line }
    return onLine.last { ($0.location.column ?? 1) <= column } ?? onLine.first
  }
}

/// A reducer, a field of its `State`, or a case of an enum reducer, where it is declared.
package struct Declaration: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case feature(String)
    case field(owner: String, name: String)
    case reducerCase(enumReducer: String, name: String)
  }

  package var kind: Kind
  package var location: SourceLocation
}
