import Foundation
import NavGraphCore

/// A Mermaid `flowchart` that GitHub renders in Markdown. It draws the same `Diagram` as the
/// Graphviz formats: an enum reducer is a subgraph holding one node per case.
///
/// A graph too large for one diagram (see `MermaidLimits`) is split into several, written as
/// Markdown with one `mermaid` block each and a comment that says why (`MermaidSplit`).
package struct MermaidRenderer: Renderer {
  package var limits: MermaidLimits

  package init(limits: MermaidLimits = .github) {
    self.limits = limits
  }

  /// One diagram's text, how many links it draws, and the features without navigation it
  /// left out.
  struct Text {
    var text: String
    var links: Int
    var isolated = IsolatedFeatures.none
  }

  /// The diagram, or the Markdown of its parts with a note that says why it was split.
  package func render(_ graph: NavigationGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    let document = try document(graph, options: options, note: note)
    if let reason = document.splitReason { note("note: \(reason)") }
    return document.data
  }

  /// The output, and whether (and why) it was split into several diagrams.
  package struct Document: Sendable {
    package var data: Data
    /// How many diagrams the output holds.
    package var diagramCount: Int
    /// Why the graph was split, with its sizes; `nil` when it fits in one diagram.
    package var splitReason: String?
  }

  package func document(
    _ graph: NavigationGraph, options: RenderOptions, note: (String) -> Void = { _ in }
  ) throws(NavGraphError) -> Document {
    var graph = graph
    if let root = options.root { graph = try graph.reachable(from: root) }
    var options = options
    // The root the picture is about is drawn even without navigation, as in every format.
    if let root = options.root, !options.entryPoints.contains(root) {
      options.entryPoints.append(root)
    }
    options.root = nil
    let picture = try Diagram.picture(of: graph, options: options, lint: .drawn)
    if let levelNote = picture.levelNote { note(levelNote) }
    let whole = text(of: picture)
    if limits.allows(whole) || picture.grouping != nil {
      return Document(data: Data(whole.text.utf8), diagramCount: 1, splitReason: nil)
    }
    // The parts are cut from what the whole diagram draws: a feature it leaves out is in no
    // part, and the Markdown counts it once (a part would count features drawn in another).
    var drawn = graph
    drawn.features.removeAll { whole.isolated.names.contains($0.name) }
    drawn.edges.removeAll { whole.isolated.names.contains($0.from) }
    options.includeIsolated = true
    let split = try MermaidSplit(
      graph: drawn, whole: whole, renderer: self, options: options,
      note: whole.isolated.legendText)
    return Document(
      data: Data(split.markdown.utf8), diagramCount: split.parts.count, splitReason: split.reason)
  }

  /// The flowchart of one graph, whatever its size. An overlay (a diff's changes) colours,
  /// dashes, tags and labels what it marks and greys what it leaves `faded`; an empty one
  /// draws the plain flowchart.
  func diagram(
    _ graph: NavigationGraph, options: RenderOptions, overlay: DiagramOverlay = DiagramOverlay()
  ) throws(NavGraphError) -> Text {
    text(of: try Diagram(graph, options: options, lint: .drawn), overlay: overlay)
  }

  /// The flowchart of a diagram already made.
  func text(of diagram: Diagram, overlay: DiagramOverlay = DiagramOverlay()) -> Text {
    var lines = ["flowchart LR"]
    var classes: [String: [String]] = [:]
    var nodeStyles: [String] = []
    for node in diagram.nodes {
      let name = MermaidText.escape(node.name)
      let mark = overlay.mark(for: node, in: diagram)
      let faded = mark.emphasis == .faded
      var isEnum = false
      switch node.role {
      case .feature(let isEntryPoint):
        let detail = [node.module, node.generationTag].compactMap { $0 }
          .joined(separator: " · ")
        let module = detail.isEmpty ? "" : "<br/><small>\(MermaidText.escape(detail))</small>"
        let tag = mark.tag.map { "<small>\(MermaidText.escape($0.text))</small><br/>" } ?? ""
        let subtitle = mark.subtitle.map { "<br/><small>\(MermaidText.escape($0))</small>" } ?? ""
        lines.append("  \(node.id)[\"\(tag)<b>\(name)</b>\(module)\(subtitle)\"]")
        if isEntryPoint && !faded { classes["entry", default: []].append(node.id) }
      case .group(let summary):
        lines.append("  \(node.id)[\"\(MermaidText.group(summary))\"]")
        classes[summary.entryPoints.isEmpty ? "group" : "entry", default: []].append(node.id)
      case .enumReducer(let cases):
        isEnum = true
        let kind = node.generationTag.map { "enum, \($0)" } ?? "enum"
        lines.append("  subgraph \(node.id)[\"\(name) (\(kind))\"]")
        let marks = overlay.cases[node.name] ?? [:]
        for (index, caseName) in cases.enumerated() {
          let prefix = marks[caseName].map { MermaidText.escape($0.prefix) } ?? ""
          lines.append(
            "    \(node.id)_c\(index)([\"\(prefix).\(MermaidText.escape(caseName))\"])")
          if let color = marks[caseName]?.color {
            nodeStyles.append("  style \(node.id)_c\(index) color:\(color)")
          }
        }
        lines.append("  end")
        classes[faded ? "faded" : "enumReducer", default: []].append(node.id)
      case .leaf:
        lines.append("  \(node.id)[/\"<i>\(name)</i>\"/]")
        classes["leaf", default: []].append(node.id)
      }
      // A faded enum reducer took the `faded` class instead of its own above.
      if faded && !isEnum { classes["faded", default: []].append(node.id) }
      if let border = mark.border {
        nodeStyles.append("  style \(node.id) stroke:\(border),stroke-width:3px"
          + (mark.dashed ? ",stroke-dasharray:6 4" : ""))
      }
      if node.isFocus { classes["focus", default: []].append(node.id) }
      if !node.findings.isEmpty { classes["finding", default: []].append(node.id) }
    }
    // Mermaid has no legend: what the picture leaves out is a note of its own.
    let legend = DiagramLegend(diagram)
    for (id, note) in [("isolated", legend.isolated), ("unconnected", legend.unconnected)] {
      guard let note else { continue }
      lines.append("  \(id)[\"<i>\(MermaidText.escape(note))</i>\"]")
      classes["note", default: []].append(id)
    }
    var linkStyles: [String] = []
    for (index, link) in diagram.links.enumerated() {
      let mark = overlay.mark(for: link)
      let from = link.fromCase.map { "\(link.from)_c\($0)" } ?? link.from
      let text = [link.label, mark.label].compactMap { $0 }.joined(separator: " · ")
      let label = text.isEmpty ? "" : "|\"\(MermaidText.escape(text))\"|"
      let look = DiagramStyle.look(for: link.kind)
      lines.append("  \(from) \(Self.arrow(look.style))\(label) \(link.to)")
      // A link lint has a finding about is drawn red and thicker, like its node.
      var stroke =
        link.findings.isEmpty
        ? "stroke:\(mark.color ?? look.color)"
          + (look.penwidth.map { ",stroke-width:\($0)px" } ?? "")
        : Self.style(Outline.finding)
      switch mark.emphasis {
      case .plain: break
      case .strong: if link.findings.isEmpty { stroke += ",stroke-width:3px" }
      case .faded: stroke = "stroke:\(DiagramOverlay.fadedLine)"
      }
      if mark.style == .dashed { stroke += ",stroke-dasharray:6 4" }
      linkStyles.append("  linkStyle \(index) \(stroke)")
    }
    lines += nodeStyles
    lines += linkStyles
    lines.append("  classDef entry \(Self.style(.entryPoint))")
    if classes["group"] != nil { lines.append("  classDef group \(Self.style(.group))") }
    lines.append("  classDef enumReducer \(Self.style(.enumReducer))")
    lines.append("  classDef leaf \(Self.style(.leaf))")
    if classes["focus"] != nil { lines.append("  classDef focus \(Self.style(Outline.focus))") }
    lines.append("  classDef finding \(Self.style(Outline.finding))")
    if classes["faded"] != nil { lines.append("  classDef faded \(Self.style(.faded))") }
    if classes["note"] != nil {
      lines.append("  classDef note fill:none,stroke:none,color:\(Palette.secondaryText)")
    }
    for (name, ids) in classes.sorted(by: { $0.key < $1.key }) {
      lines.append("  class \(ids.joined(separator: ",")) \(name)")
    }
    return Text(
      text: lines.joined(separator: "\n") + "\n", links: diagram.links.count,
      isolated: diagram.isolated)
  }

  /// Mermaid's arrow for a line: dotted and dashed lines are both its dotted arrow.
  private static func arrow(_ style: LineStyle) -> String {
    switch style {
    case .solid: "-->"
    case .bold: "==>"
    case .dotted, .dashed: "-.->"
    }
  }

  /// A `classDef`'s styles for a node's look.
  private static func style(_ look: NodeLook) -> String {
    var parts = ["fill:\(look.fill)"]
    if let border = look.border { parts.append("stroke:\(border)") }
    if let width = look.borderWidth { parts.append("stroke-width:\(width)px") }
    if look.dashed { parts.append("stroke-dasharray:3 3") }
    if let text = look.text { parts.append("color:\(text)") }
    return parts.joined(separator: ",")
  }

  /// A `classDef`'s (or a `linkStyle`'s) styles for a mark's outline.
  private static func style(_ outline: Outline) -> String {
    "stroke:\(outline.color),stroke-width:\(outline.width)px"
  }
}

/// Mermaid reads `"..."` labels as (limited) HTML with `#name;` entities.
enum MermaidText {
  /// A group's label: the entry points in it, its title and what it holds.
  static func group(_ summary: GroupSummary) -> String {
    var label = ""
    if let line = summary.entryPointLine { label += "<small>\(escape(line))</small><br/>" }
    label += "<b>\(escape(summary.title))</b>"
    if !summary.isReference { label += "<br/><small>\(escape(summary.detail))</small>" }
    return label
  }

  /// Mermaid's entity codes for what its syntax reserves; a label is one line. Mermaid draws
  /// into SVG, so what XML cannot hold is dropped.
  static func escape(_ text: String) -> String {
    escaper.escape(text)
  }

  private static let escaper = TextEscaper(
    [
      "\"": "#quot;", "#": "#35;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "`": "#96;",
      "\n": " ", "\r": " ", "\t": " ",
    ], controls: .droppedAsInXML)
}
