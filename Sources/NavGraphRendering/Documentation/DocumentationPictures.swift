import Foundation
import NavGraphCore

/// The pictures of a docs folder, drawn by the same renderers as `navviz render`.
///
/// No source URLs go into them: docs links are relative, and a picture shown through an
/// `<img>` tag cannot follow links anyway.
struct DocumentationPictures {
  let graph: NavigationGraph
  let options: DocumentationPictureOptions
  /// Built once for every page's picture.
  private let neighbourhoods: NeighbourhoodIndex

  init(graph: NavigationGraph, options: DocumentationPictureOptions) {
    self.graph = graph
    self.options = options
    self.neighbourhoods = NeighbourhoodIndex(graph, includeComposition: options.includeComposition)
  }

  /// What the whole graph's pictures (SVG and Mermaid) draw, with the legend: the app, or
  /// its overview.
  var wholeOptions: RenderOptions {
    RenderOptions(
      composition: options.includeComposition ? .all : .spine,
      includeIsolated: options.includeIsolated,
      entryPoints: options.entryPoints, level: options.level)
  }

  /// One module (or flow) of the overview, feature by feature, with the legend.
  func group(_ name: String) throws -> Data {
    var drawing = wholeOptions
    drawing.group = name
    return try GraphvizRenderer(format: .svg).render(graph, options: drawing)
  }

  /// The whole graph, with the legend.
  func whole() throws -> Data {
    try GraphvizRenderer(format: .svg).render(graph, options: wholeOptions)
  }

  /// One feature and its direct neighbours; the index's legend explains the styles.
  func neighbourhood(of feature: String) throws -> Data {
    var focused = RenderOptions(
      composition: options.includeComposition ? .all : .spine, legend: false, focus: feature)
    focused.isPreselected = true
    return try GraphvizRenderer(format: .svg).render(
      neighbourhoods.neighbourhood(of: feature, depth: focused.depth), options: focused)
  }

  func mermaid() throws -> String {
    let data = try MermaidRenderer().render(graph, options: wholeOptions)
    return String(decoding: data, as: UTF8.self)
  }
}
