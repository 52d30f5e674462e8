@testable import NavGraphCore

/// Small graphs written as edge lists, for the analysis tests: `"A>B"` is a presentation,
/// `"A=B"` a stack push, `"A-B"` a scope, `"A*B"` a collection, `"A!"` an alert leaf.
enum GraphBuilding {
  static func graph(_ specs: [String], roots: [String] = []) -> NavigationGraph {
    var names = Set<String>()
    var edges: [Edge] = []
    for (line, spec) in specs.enumerated() {
      let location = SourceLocation(file: "G.swift", line: line + 1)
      if spec.hasSuffix("!") {
        let from = String(spec.dropLast())
        names.insert(from)
        edges.append(Edge(from: from, to: "AlertState", kind: .alert, field: "alert",
                          location: location))
        continue
      }
      let separator = spec.first { ">=-*".contains($0) }!
      let parts = spec.split(separator: separator).map(String.init)
      let kind: EdgeKind =
        switch separator {
        case ">": .presentation
        case "=": .stack
        case "-": .scope
        default: .collection
        }
      names.formUnion(parts)
      edges.append(Edge(from: parts[0], to: parts[1], kind: kind,
                        field: parts[1].lowercased(), location: location))
    }
    return NavigationGraph(
      roots: roots, features: names.sorted().map { Feature(name: $0) }, edges: edges)
  }

  /// `A>B>C` for a route or cycle, with the edge separators.
  static func describe(_ edges: [Edge]) -> String {
    guard let first = edges.first else { return "" }
    return first.from + edges.map { edge in
      let symbol =
        switch edge.kind {
        case .stack: "="
        case .scope: "-"
        case .collection: "*"
        default: ">"
        }
      return symbol + edge.to
    }.joined()
  }
}
