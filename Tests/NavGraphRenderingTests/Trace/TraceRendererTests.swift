import Foundation
@testable import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Drawing a trace")
struct TraceRendererTests {
  static let cases: [(trace: String, graph: String)] = [
    ("syncups-edit-and-record", "syncups"),
    ("inventory-tree-edit", "inventory-tree"),
  ]

  @Test("dot, mermaid and json against golden files",
        arguments: cases.indices, [OutputFormat.dot, .mermaid, .json])
  func golden(index: Int, format: OutputFormat) throws {
    let (traceName, graphName) = Self.cases[index]
    let graph = try Fixtures.graph(graphName)
    let match = try graph.match(TraceFixtures.trace(traceName))
    let output = try format.renderer(for: TracedGraph.self)
      .render(TracedGraph(match: match, graph: graph), options: RenderOptions())
    try Golden.check(output, "trace-\(traceName).\(format.fileExtension)")
  }

  static let scannedCases: [(trace: String, sample: Fixtures.ScannedSample, OutputFormat)] = [
    ("inventory-add-and-delete", .inventory, .dot),
    ("inventory-add-and-delete", .inventory, .mermaid),
    ("inventory-save-without-form", .inventory, .json),
    ("stack-explorer-push-pop", .stackExplorer, .dot),
    ("stack-explorer-push-pop", .stackExplorer, .mermaid),
  ]

  /// What `navviz trace` draws of a flow over a scanned sample, its entry points given as the
  /// CLI gives them.
  @Test("flows over the scanned samples against golden files", arguments: scannedCases.indices)
  func scannedGolden(index: Int) throws {
    let (traceName, sample, format) = Self.scannedCases[index]
    let graph = try sample.graph()
    let match = try graph.match(TraceFixtures.trace(traceName))
    #expect(match.misses.isEmpty)
    let output = try format.renderer(for: TracedGraph.self).render(
      TracedGraph(match: match, graph: graph),
      options: RenderOptions(entryPoints: sample.entryPoints))
    try Golden.check(output, "trace-\(traceName).\(format.fileExtension)")
  }

  func dot(_ trace: String, on graph: String) throws -> String {
    let graph = try Fixtures.graph(graph)
    let match = try graph.match(TraceFixtures.trace(trace))
    return String(decoding: try TraceDiagramRenderer(format: .dot).render(
      TracedGraph(match: match, graph: graph), options: RenderOptions()), as: UTF8.self)
  }

  @Test("visited edges are numbered by step; back moves carry ↩; the rest is grey")
  func numbering() throws {
    let text = try dot("syncups-edit-and-record", on: "syncups")
    #expect(text.contains("<B>6, 8↩</B>"))  // AppFeature.Path.record: pushed 6, popped 8
    #expect(text.contains("<B>4, 5↩</B>"))  // SyncUpDetail.Destination.edit
    #expect(text.contains("class=\"navviz-edge navviz-stack navviz-visited navviz-final\""))
    // Meeting is never pushed: its leaf and edge fade.
    #expect(text.contains("color=\"#d0d7de\""))
    #expect(text.contains("FINAL STATE"))
    #expect(text.contains("⚠ runtime issue at step 9"))
    // Reached only through a scope, the SyncUps list is drawn with it.
    #expect(text.contains("navviz-scope"))
  }

  @Test("a plain render is unchanged by the overlay machinery")
  func plainRenderUnchanged() throws {
    let text = String(decoding: try GraphvizRenderer(format: .dot).render(
      Fixtures.graph("syncups"), options: RenderOptions()), as: UTF8.self)
    #expect(!text.contains("navviz-visited"))
    #expect(!text.contains("navviz-faded"))
  }

  @Test("SVG of a traced flow is well-formed and shows the issue note")
  func svg() throws {
    let graph = try Fixtures.graph("syncups")
    let match = try graph.match(TraceFixtures.trace("syncups-edit-and-record"))
    let svg = try TraceDiagramRenderer(format: .svg).render(
      TracedGraph(match: match, graph: graph), options: RenderOptions())
    let document = try XMLDocument(data: svg)
    #expect(document.rootElement()?.name == "svg")
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.contains("class=\"node navviz&#45;note navviz&#45;issue\""))
    #expect(text.contains("received an action for a missing element."))
  }

  @Test("issues are one note per feature, the same warning listed once with its steps")
  func issueNotes() {
    let place = SourceLocation(file: "App/App.swift", line: 30)
    func issue(_ step: Int, _ message: String, _ feature: String = "App") -> TraceMatch.LocatedIssue {
      TraceMatch.LocatedIssue(
        step: step - 1, issue: RuntimeIssue(message: message, location: place), feature: feature)
    }
    let notes = TraceIssueNotes.notes(for: [
      issue(1, "missing element\ndetails"), issue(2, "missing element\ndetails"),
      issue(3, "popped twice"), issue(4, "late send", "Detail"), issue(5, "missing element\ndetails"),
    ])
    #expect(notes.map(\.feature) == ["App", "Detail"])
    #expect(notes[0].title == "⚠ 4 runtime issues at steps 1, 2, 3, 5")
    #expect(notes[0].lines == [
      "missing element", "App/App.swift:30 · step 1, 2, 5", "popped twice",
      "App/App.swift:30 · step 3",
    ])
    #expect(notes[1].title == "⚠ runtime issue at step 4")
    #expect(notes[1].lines == ["late send", "App/App.swift:30"])
  }

  @Test("Mermaid text escapes what would end a statement or open an entity")
  func mermaidEscaping() {
    #expect(TraceSequenceDiagram.text("a; b #1 <x>") == "a#59; b #35;1 #lt;x#gt;")
  }
}
