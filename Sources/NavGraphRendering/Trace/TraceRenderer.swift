import Foundation
import NavGraphCore

/// `navviz trace`: a traced flow drawn on its graph (`svg`, `png`, `pdf`, `dot`), as a Mermaid
/// `sequenceDiagram` of its navigation events (`mermaid`), as the interactive viewer with a
/// step slider (`html`), or as the match itself (`json`).
public struct TraceRenderer: Sendable {
  public let format: OutputFormat

  public init(format: OutputFormat) {
    self.format = format
  }

  /// Draws `match` (made from `graph`). Pictures show what the trace's root reaches, unless
  /// `options.root` says otherwise.
  public func render(_ match: TraceMatch, on graph: NavigationGraph, options: RenderOptions)
    throws(NavGraphError) -> Data
  {
    switch format {
    case .mermaid:
      return Data(TraceSequenceDiagram(match: match, graph: graph).render().utf8)
    case .json:
      do {
        return try match.jsonData()
      } catch {
        throw .invalidGraph(reason: "cannot encode JSON: \(error)")
      }
    case .html:
      // The interactive viewer with the flow on its step slider; it draws the whole graph so
      // the search and panel still find every feature.
      return try HTMLRenderer(flow: ViewerFlow(match.trace)).render(graph, options: options)
    case .svg, .png, .pdf, .dot:
      var options = options
      if options.root == nil { options.root = match.trace.root }
      if Self.needsComposition(match, graph) { options.includeComposition = true }
      // Lint findings draw in red like runtime issues; a trace picture is about the flow.
      var plain = graph
      plain.findings = []
      let diagram = try Diagram(plain, options: options)
      let overlay = TraceOverlay(match: match, graph: graph).make()
      return try DiagramGraphvizBuilder(diagram: diagram, options: options, overlay: overlay)
        .output(format)
    }
  }

  /// Whether the flow navigates from a feature the root reaches only through composition (the
  /// SyncUps list scoped into the app): without `scope` edges that feature would float apart.
  static func needsComposition(_ match: TraceMatch, _ graph: NavigationGraph) -> Bool {
    var reached: Set<String> = [match.trace.root]
    var queue = [match.trace.root]
    let outgoing = Dictionary(grouping: graph.edges.filter(\.kind.isNavigation), by: \.from)
    while let name = queue.popLast() {
      for edge in outgoing[name] ?? [] where reached.insert(edge.to).inserted {
        queue.append(edge.to)
      }
    }
    return match.visits.contains { !reached.contains($0.edge.from) }
  }
}
