import NavGraphCore
import NavGraphFacts
import NavGraphSyntax
import Testing

/// Sources with markers saying what the scanner must find, on the line where it must find it:
///
///     @Reducer struct Inventory {        /*@feature Inventory struct*/
///       @Presents var destination: ...    // (no marker: no edge from a field that has cases)
///       case addItem(AddFeature)         /*@edge Inventory AddFeature destination destination Inventory.Destination addItem*/
///     /*@root Inventory*/
///
/// `@edge FROM TO KIND FIELD VIA CASE [STYLE]` with `-` for an absent part. Features and
/// edges must match exactly (no more, no fewer), so a negative case is a source without markers.
struct MarkedSources {
  struct Expected: Hashable, CustomStringConvertible {
    var text: String
    var file: String
    var line: Int
    var description: String { "\(file):\(line): \(text)" }
  }

  var sources: [String: String]
  var features: Set<Expected> = []
  var edges: Set<Expected> = []
  var roots: Set<String> = []
  var checksRoots = false

  init(_ sources: [String: String]) {
    self.sources = sources
    for (file, text) in sources {
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        var rest = line[...]
        while let start = rest.range(of: "/*@"), let end = rest.range(of: "*/", range: start.upperBound..<rest.endIndex) {
          let words = rest[start.upperBound..<end.lowerBound].split(separator: " ").map(String.init)
          rest = rest[end.upperBound...]
          guard let kind = words.first else { continue }
          let body = words.dropFirst().joined(separator: " ")
          switch kind {
          case "feature": features.insert(Expected(text: body, file: file, line: offset + 1))
          case "edge": edges.insert(Expected(text: Self.normalizedEdge(body), file: file, line: offset + 1))
          case "root":
            checksRoots = true
            roots.formUnion(words.dropFirst())
          case "noroots": checksRoots = true
          default: Issue.record("unknown marker \(kind) at \(file):\(offset + 1)")
          }
        }
      }
    }
  }

  static func normalizedEdge(_ text: String) -> String {
    var words = text.split(separator: " ").map(String.init)
    while words.count < 7 { words.append("-") }
    return words.joined(separator: " ")
  }

  static func describe(_ edge: Edge) -> String {
    [edge.from, edge.to, edge.kind.rawValue, edge.field ?? "-", edge.via ?? "-",
     edge.case ?? "-", edge.style?.rawValue ?? "-"].joined(separator: " ")
  }

  /// Scans the sources and checks the graph against the markers.
  @discardableResult
  func check(
    options: ScanOptions = ScanOptions(), sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> ScanResult {
    let result = SourceScanner(options: options).scan(sources: sources)
    let graph = result.graph
    let foundFeatures = Set(graph.features.map {
      Expected(
        text: "\($0.name) \($0.kind.rawValue)", file: $0.location?.file ?? "?",
        line: $0.location?.line ?? 0)
    })
    let foundEdges = Set(graph.edges.map {
      Expected(text: Self.describe($0), file: $0.location?.file ?? "?", line: $0.location?.line ?? 0)
    })
    let missingFeatures = features.subtracting(foundFeatures).map(\.description).sorted()
    let extraFeatures = foundFeatures.subtracting(features).map(\.description).sorted()
    let missingEdges = edges.subtracting(foundEdges).map(\.description).sorted()
    let extraEdges = foundEdges.subtracting(edges).map(\.description).sorted()
    #expect(missingFeatures == [], "features not found", sourceLocation: sourceLocation)
    #expect(extraFeatures == [], "features found but not marked", sourceLocation: sourceLocation)
    #expect(missingEdges == [], "edges not found", sourceLocation: sourceLocation)
    #expect(extraEdges == [], "edges found but not marked", sourceLocation: sourceLocation)
    if checksRoots {
      #expect(Set(graph.roots) == roots, "roots", sourceLocation: sourceLocation)
    }
    #expect(throws: Never.self, sourceLocation: sourceLocation) { try graph.validate() }
    return result
  }
}
