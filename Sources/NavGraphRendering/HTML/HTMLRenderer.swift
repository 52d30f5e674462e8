import Foundation
import NavGraphCore

/// One self-contained HTML file: the SVG inline, the viewer's data as JSON, and the script and
/// styles that make it explorable (pan, zoom, search, a panel per node or edge). Nothing is
/// loaded from the network, so it works offline and as a CI artifact.
package struct HTMLRenderer: Renderer {
  /// A recorded flow the page's step slider replays.
  package var flow: ViewerFlow?
  /// Marks laid over the picture (a diff's changes), listed in the panel too.
  var overlay = DiagramOverlay()
  /// The page's title; by default `Navigation` (or `Navigation around FOCUS`).
  var title: String?

  package init(flow: ViewerFlow? = nil) {
    self.flow = flow
  }

  package func render(_ graph: NavigationGraph, options: RenderOptions, note: (String) -> Void)
    throws -> Data
  {
    let diagram = try Diagram.picture(of: graph, options: options, lint: .drawn)
    diagram.notes.forEach(note)
    var data = ViewerData(diagram, sourceURLPrefix: options.sourceURLPrefix, overlay: overlay)
    data.trace = flow.map { ViewerData.trace($0, diagram: diagram) }
    if flow == nil, let grouping = diagram.grouping {
      try addGroupPictures(to: &data, of: graph, grouping: grouping, overview: diagram,
                           options: options)
    }
    let title = self.title ?? options.focus.map { "Navigation around \($0)" }
      ?? options.group ?? "Navigation"
    let page = ViewerPage(
      title: title, svg: try svg(of: diagram, options: options), dataJSON: try Self.json(data))
    return Data(page.html.utf8)
  }

  /// The picture of `diagram` as an inline `<svg>`, with the ids the script finds.
  private func svg(of diagram: Diagram, options: RenderOptions) throws(RenderingError) -> String {
    // A click selects; the panel links to the source. URLs inside the SVG would navigate away.
    var drawing = options
    drawing.sourceURLPrefix = nil
    let svg = try DiagramGraphvizBuilder(
      diagram: diagram, options: drawing, overlay: overlay, elementIDs: true
    ).output(.svg)
    return try Self.inline(svg)
  }

  /// Each group of an overview (or, on a group's own page, each group it links to) drawn
  /// feature by feature, as the page's further pictures; a click on a group's node opens its
  /// picture, and the groups drawn in it open theirs.
  private func addGroupPictures(
    to data: inout ViewerData, of graph: NavigationGraph, grouping: FeatureGrouping,
    overview: Diagram, options: RenderOptions
  ) throws {
    let names = overview.nodes.compactMap { node -> String? in
      if case .group = node.role { node.name } else { nil }
    }
    // Index 0 is the picture drawn inline.
    var indices: [String: Int] = [:]
    for name in names where name != options.group {
      indices[name] = indices.count + 1
    }
    var pictures: [ViewerData.Picture] = []
    for name in names where indices[name] != nil {
      var groupOptions = options
      groupOptions.group = name
      let diagram = try Diagram(
        group: name, of: graph, grouping: grouping, options: groupOptions, lint: .drawn)
      var pictureData = ViewerData(diagram, sourceURLPrefix: options.sourceURLPrefix)
      pictureData.linkGroups(to: indices)
      pictures.append(ViewerData.Picture(
        title: name, svg: try svg(of: diagram, options: groupOptions), nodes: pictureData.nodes,
        links: pictureData.links))
    }
    data.linkGroups(to: indices)
    data.pictures = pictures
  }

  /// Graphviz's SVG without its XML declaration, doctype and leading comments.
  static func inline(_ svg: Data) throws(RenderingError) -> String {
    let text = String(decoding: svg, as: UTF8.self)
    guard let start = text.range(of: "<svg") else {
      throw .graphviz(message: "the SVG Graphviz wrote has no <svg> element")
    }
    var element = String(text[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    // The size in points goes: the page's styles make the picture fill its pane, and HTML
    // reads `width="777pt"` as an invalid length.
    if let tagEnd = element.firstIndex(of: ">") {
      let tag = String(element[..<tagEnd]).replacingOccurrences(
        of: #"\s(width|height)="[^"]*""#, with: "", options: .regularExpression)
      element = tag + element[tagEnd...]
    }
    return element
  }

  /// JSON safe inside `<script>`: `<`, `>` and `&` only occur in strings, where `\u` escapes
  /// mean the same, so no name can close the element or start markup.
  static func json(_ data: ViewerData) throws(NavGraphError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let bytes: Data
    do {
      bytes = try encoder.encode(data)
    } catch {
      throw .invalidGraph(reason: "cannot encode the viewer's data: \(error)")
    }
    return scriptEscaper.escape(String(decoding: bytes, as: UTF8.self))
  }

  /// JSON's own escapes for the characters that would end `<script>` or start markup; the
  /// encoder already wrote everything else as JSON.
  private static let scriptEscaper = TextEscaper(
    ["<": "\\u003c", ">": "\\u003e", "&": "\\u0026"], controls: .kept)
}
