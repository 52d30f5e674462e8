import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// Mermaid output that would exceed GitHub's limits splits into diagrams that each fit.
@Suite struct MermaidSplitTests {
  /// The `mermaid` blocks of a split document.
  static func blocks(_ text: String) -> [String] {
    text.components(separatedBy: "```mermaid\n").dropFirst().map {
      String($0[..<$0.range(of: "```")!.lowerBound])
    }
  }

  /// Link lines (`  a --> b`), not `linkStyle` lines.
  static func links(_ diagram: String) -> [String] {
    diagram.split(separator: "\n").map(String.init).filter { line in
      line.hasPrefix("  ") && !line.hasPrefix("  linkStyle")
        && [" --> ", " ==> ", " -.-> ", " -->|", " ==>|", " -.->|"].contains { line.contains($0) }
    }
  }

  @Test func aGraphThatFitsIsOneDiagramAsBefore() throws {
    let graph = try Fixtures.graph("syncups")
    let document = try MermaidRenderer().document(graph, options: RenderOptions())
    #expect(document.splitReason == nil)
    #expect(document.diagramCount == 1)
    #expect(String(decoding: document.data, as: UTF8.self).hasPrefix("flowchart LR\n"))
  }

  @Test func theSyntheticAppOf300FeaturesSplitsIntoDiagramsWithinGitHubsLimits() throws {
    // Every feature: by default a graph this big is drawn as an overview, which fits.
    let graph = SyntheticGraph.make(features: 300)
    let whole = try MermaidRenderer(limits: MermaidLimits(maxTextSize: .max, maxEdges: .max))
      .render(graph, options: RenderOptions(level: .feature))
    let wholeText = String(decoding: whole, as: UTF8.self)
    #expect(wholeText.utf16.count > MermaidLimits.github.maxTextSize, "the test needs a big graph")

    let document = try MermaidRenderer().document(graph, options: RenderOptions(level: .feature))
    let text = String(decoding: document.data, as: UTF8.self)
    let blocks = Self.blocks(text)
    #expect(document.diagramCount > 1)
    #expect(blocks.count == document.diagramCount)
    #expect(text.hasPrefix("<!-- navviz: this navigation graph is too large for one Mermaid "
      + "diagram (\(wholeText.utf16.count) characters and \(Self.links(wholeText).count) links"))
    for block in blocks {
      #expect(block.hasPrefix("flowchart LR\n"))
      #expect(block.utf16.count <= MermaidLimits.github.maxTextSize)
      #expect(Self.links(block).count <= MermaidLimits.github.maxEdges)
    }
    // Every link of the whole graph is drawn exactly once.
    #expect(blocks.map { Self.links($0).count }.reduce(0, +) == Self.links(wholeText).count)
    // Deterministic.
    #expect(try MermaidRenderer().render(graph, options: RenderOptions(level: .feature)) == document.data)
  }

  @Test func oneDiagramPerRootFirst() throws {
    let graph = try Fixtures.graph("syncups")
    var twoRoots = graph
    twoRoots.roots = ["AppFeature", "SyncUpsList"]
    let renderer = MermaidRenderer(limits: MermaidLimits(maxTextSize: 1_200, maxEdges: 500))
    let text = String(
      decoding: try renderer.render(twoRoots, options: RenderOptions()), as: UTF8.self)
    let titles = text.split(separator: "\n").filter { $0.hasPrefix("**") }
    #expect(titles.first?.hasPrefix("**root AppFeature") == true)
    #expect(titles.allSatisfy { !$0.contains("no root reaches") })
  }

  @Test func tinyLimitsFallBackToHalvesAndSingleFeatures() throws {
    let graph = SyntheticGraph.make(features: 40)
    let renderer = MermaidRenderer(limits: MermaidLimits(maxTextSize: 100_000, maxEdges: 6))
    let document = try renderer.document(graph, options: RenderOptions())
    let blocks = Self.blocks(String(decoding: document.data, as: UTF8.self))
    #expect(blocks.count == document.diagramCount)
    #expect(blocks.count > 5)
    let whole = try MermaidRenderer(limits: MermaidLimits(maxTextSize: .max, maxEdges: .max))
      .render(graph, options: RenderOptions())
    #expect(blocks.map { Self.links($0).count }.reduce(0, +)
      == Self.links(String(decoding: whole, as: UTF8.self)).count)
  }

  @Test func edgesWithFindingsAreDrawnRed() throws {
    var graph = try Fixtures.graph("syncups")
    graph.findings = [
      Finding(rule: "unreachable-destination-case", severity: .warning,
              feature: "SyncUpDetail.Destination", case: "edit", message: "never built")
    ]
    let text = String(
      decoding: try MermaidRenderer().render(graph, options: RenderOptions()), as: UTF8.self)
    let red = text.split(separator: "\n").filter {
      $0.hasPrefix("  linkStyle") && $0.hasSuffix("stroke:#cf222e,stroke-width:2px")
    }
    #expect(red.count == 1)
  }
}

@Suite struct FindingMarksTests {
  @Test func aFindingAboutOneCaseOfAFieldMarksOnlyThatCase() throws {
    var graph = try Fixtures.graph("syncups")
    graph.findings = [
      Finding(rule: "presentation-cycle", severity: .warning, feature: "SyncUpDetail",
              fields: ["destination"], case: "edit", message: "cycle")
    ]
    let text = String(
      decoding: try MermaidRenderer().render(graph, options: RenderOptions()), as: UTF8.self)
    let red = text.split(separator: "\n").filter {
      $0.hasPrefix("  linkStyle") && $0.hasSuffix("stroke:#cf222e,stroke-width:2px")
    }
    #expect(red.count == 1, "the edit case, not the alert case of the same field")
  }
}
