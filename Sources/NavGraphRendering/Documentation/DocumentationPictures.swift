import Foundation
import NavGraphCore

/// The pictures of a docs folder, drawn by the same renderers as `navviz render`.
///
/// No source URLs go into them: docs links are relative, and a picture shown through an
/// `<img>` tag cannot follow links anyway.
struct DocumentationPictures {
  let graph: NavigationGraph
  let includeComposition: Bool
  /// Draw features without navigation too (`RenderOptions.includeIsolated`).
  var includeIsolated = false
  /// The app's entry points, drawn even without navigation (`RenderOptions.entryPoints`).
  var entryPoints: Set<String> = []
  /// Built once for every page's picture.
  private let neighbourhoods: NeighbourhoodIndex

  init(graph: NavigationGraph, includeComposition: Bool) {
    self.graph = graph
    self.includeComposition = includeComposition
    self.neighbourhoods = NeighbourhoodIndex(graph, includeComposition: includeComposition)
  }

  /// What the whole graph's pictures (SVG and Mermaid) draw, with the legend.
  private var wholeOptions: RenderOptions {
    RenderOptions(
      includeComposition: includeComposition, includeIsolated: includeIsolated,
      entryPoints: entryPoints)
  }

  /// The whole graph, with the legend.
  func whole() throws(NavGraphError) -> Data {
    try GraphvizImageRenderer(format: .svg).render(graph, options: wholeOptions)
  }

  /// One feature and its direct neighbours; the index's legend explains the styles.
  func neighbourhood(of feature: String) throws(NavGraphError) -> Data {
    var options = RenderOptions(
      includeComposition: includeComposition, legend: false, focus: feature)
    options.isPreselected = true
    return try GraphvizImageRenderer(format: .svg).render(
      neighbourhoods.neighbourhood(of: feature, depth: options.depth), options: options)
  }

  func mermaid() throws(NavGraphError) -> String {
    let data = try MermaidRenderer().render(graph, options: wholeOptions)
    return String(decoding: data, as: UTF8.self)
  }
}
