import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCore

/// The snapshot text: its lines, its stability, and reading it back.
@Suite struct GraphSnapshotTests {
  static func graph(_ name: String) throws -> NavigationGraph {
    let url = Fixtures.repository.appendingPathComponent("samples/graphs/\(name).json")
    return try NavigationGraph(jsonData: Data(contentsOf: url))
  }

  @Test func linesReadAsRoutesWithoutLocations() throws {
    let text = GraphSnapshot(try Self.graph("syncups")).text
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "# navviz navigation snapshot, version 1: one line per feature and edge, sorted, "
          + "without source"
    )
    #expect(lines.contains("feature AppFeature (struct, root)"))
    #expect(
      lines.contains(
        "edge AppFeature .path → AppFeature.Path .detail → SyncUpDetail "
          + "(stack, navigationDestination)"
      ))
    #expect(!text.contains(".swift"))
  }

  @Test func theOrderOfTheGraphDoesNotChangeAByte() throws {
    let graph = try Self.graph("syncups")
    var shuffled = graph
    shuffled.features.reverse()
    shuffled.edges.reverse()
    shuffled.edges = shuffled.edges.map { edge in
      var edge = edge
      edge.location = SourceLocation(file: "Moved.swift", line: 1)
      return edge
    }
    #expect(GraphSnapshot(graph).data == GraphSnapshot(shuffled).data)
  }

  @Test(arguments: ["syncups", "inventory-tree", "stack-recursion", "hostile-names"])
  func readsBackIntoTheSameNavigation(name: String) throws {
    let snapshot = GraphSnapshot(try Self.graph(name))
    let read = try GraphSnapshot(text: snapshot.text, path: "\(name).txt")
    #expect(read == snapshot)
    #expect(read.data == snapshot.data)
  }

  @Test func oddNamesAreQuotedAsSwiftStrings() throws {
    let text = GraphSnapshot(try Self.graph("hostile-names")).text
    #expect(text.contains(#"feature "Multi\nLine &amp; \u{7}bell" (struct)"#))
    #expect(text.contains(#"feature "Émoji🚀 \u{202E}rtl" (struct)"#))
    #expect(!text.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{202E}" })
  }

  @Test func aLeafForACaseWithoutPayloadKeepsItsDot() throws {
    let graph = NavigationGraph(
      features: [Feature(name: "Settings"), Feature(name: "Settings.Destination", kind: .enum)],
      edges: [
        Edge(
          from: "Settings", to: ".privacyPolicy", kind: .destination, field: "destination",
          via: "Settings.Destination", case: "privacyPolicy")
      ])
    let snapshot = GraphSnapshot(graph)
    #expect(
      snapshot.text.contains(
        "edge Settings .destination → Settings.Destination .privacyPolicy → .privacyPolicy "
          + "(destination)"
      ))
    #expect(try GraphSnapshot(text: snapshot.text, path: "s.txt") == snapshot)
  }

  @Test func aLineThatDoesNotReadNamesItsPlace() {
    let text = "feature A (struct, root)\nedge A .x → B (modal)\n"
    #expect(
      throws: MalformedSnapshot(
        path: "nav.txt", line: 2,
        reason: "unknown edge kind \"modal\" (known: presentation, destination, stack, alert, "
          + "dialog, scope, collection)")
    ) {
      try GraphSnapshot(text: text, path: "nav.txt")
    }
    #expect(throws: MalformedSnapshot.self) {
      try GraphSnapshot(text: "# navviz navigation snapshot, version 2\n", path: "nav.txt")
    }
  }
}
