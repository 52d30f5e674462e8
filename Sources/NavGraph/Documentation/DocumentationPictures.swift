import Foundation

/// The pictures of a docs folder, drawn by the same renderers as `navviz render`.
///
/// No source URLs go into them: docs links are relative, and a picture shown through an
/// `<img>` tag cannot follow links anyway.
struct DocumentationPictures {
  var graph: NavigationGraph
  var includeComposition: Bool

  /// The whole graph, with the legend.
  func whole() throws(NavGraphError) -> Data {
    try GraphvizImageRenderer(format: .svg).render(
      graph, options: RenderOptions(includeComposition: includeComposition))
  }

  /// One feature and its direct neighbours; the index's legend explains the styles.
  func neighbourhood(of feature: String) throws(NavGraphError) -> Data {
    try GraphvizImageRenderer(format: .svg).render(
      graph,
      options: RenderOptions(includeComposition: includeComposition, legend: false, focus: feature))
  }

  func mermaid() throws(NavGraphError) -> String {
    let data = try MermaidRenderer().render(
      graph, options: RenderOptions(includeComposition: includeComposition))
    return String(decoding: data, as: UTF8.self)
  }
}
