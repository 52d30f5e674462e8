import CGraphviz
import Foundation
import NavGraphRendering
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The names of `Fixtures/HostileNames` (raw identifiers carrying quotes, backslashes,
/// markup, entities, right-to-left marks and emoji) and the decoders that read them back out
/// of each output format.
enum HostileNames {
  static let fixture = NavvizProcess.repository
    .appendingPathComponent("Tests/NavGraphSyntaxTests/Fixtures/HostileNames").path

  static let features = [
    #"Root "quoted" \ feature"#, "A&amp;B &lt;entity&gt;", #"Back\slash \G | a/../b"#,
    "Émoji 🚀 \u{200F}שלום\u{202E}txt",
  ]
  static let fieldsAndCases = [
    "<script>alert(1)</script>", #"field "two""#, #"case "quoted" \N"#, "<b>bold</b> & ]]> --",
  ]

  /// Renderers may put a word joiner after a backslash so Graphviz does not read `\N` or `\G`
  /// as an escape; it is invisible, and not part of the name.
  static func visible(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{2060}", with: "")
  }

  /// Every text node and attribute value of an XML document, read with Foundation's parser.
  static func xmlStrings(_ data: Data) throws -> [String] {
    let document = try XMLDocument(data: data, options: [])
    var strings: [String] = []
    var pending: [XMLNode] = document.rootElement().map { [$0] } ?? []
    while let node = pending.popLast() {
      if node.kind == .text, let value = node.stringValue { strings.append(value) }
      if let element = node as? XMLElement {
        strings += (element.attributes ?? []).compactMap(\.stringValue)
      }
      pending += node.children ?? []
    }
    return strings.map(visible)
  }

  /// Node labels of a DOT document, read back by cgraph: HTML-like labels with their markup
  /// removed and entities decoded, quoted labels as Graphviz reads their escapes.
  static func dotLabels(_ text: String) throws -> [String] {
    try GraphvizLibrary.require()
    guard let graph = navviz_read_dot(text) else { throw CocoaError(.fileReadCorruptFile) }
    defer { navviz_close(graph) }
    var labels: [String] = []
    var node = navviz_first_node(graph)
    while let current = node {
      if let raw = navviz_get(UnsafeMutableRawPointer(current), "label") {
        let label = String(cString: raw)
        let isHTML = navviz_is_html(UnsafeMutableRawPointer(current), raw) != 0
        labels.append(visible(isHTML ? try htmlText(label) : label))
      }
      node = navviz_next_node(graph, current)
    }
    return labels
  }

  /// The text of an HTML-like label (`<B>A&amp;amp;B</B><BR/>...`), lines joined by spaces.
  static func htmlText(_ label: String) throws -> String {
    let wrapped = "<l>" + label.replacingOccurrences(of: "<BR/>", with: " ") + "</l>"
    return try xmlStrings(Data(wrapped.utf8)).reversed().joined()
  }

  /// The labels of a Mermaid chart: each quoted label's `#quot;`-style entity codes become
  /// HTML entities, then the label is read as the HTML it is.
  static func mermaidLabels(_ text: String) throws -> [String] {
    let quoted = try NSRegularExpression(pattern: #""[^"\n]*""#)
    let range = NSRange(text.startIndex..., in: text)
    return try quoted.matches(in: text, range: range).map { match in
      var label = String(text[Range(match.range, in: text)!].dropFirst().dropLast())
      label = label.replacingOccurrences(
        of: #"#([a-z]+|[0-9]+);"#, with: "&$1;", options: .regularExpression)
      label = label.replacingOccurrences(of: "&([0-9]+);", with: "&#$1;", options: .regularExpression)
      return try htmlText(label.replacingOccurrences(of: "<br/>", with: "<BR/>"))
    }
  }
}
