import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("SVG, PNG and PDF through gvc")
struct GraphvizRenderingTests {
  @Test("SVG is well-formed XML and shows every feature", arguments: Fixtures.graphNames)
  func svg(name: String) throws {
    let graph = try Fixtures.graph(name)
    let svg = try GraphvizRenderer(format: .svg).render(graph, options: RenderOptions())
    // Word joiners keep `\N` literal in Graphviz (see GraphvizText.html); they are invisible.
    let texts = try SVGText(svg).texts.map { $0.replacingOccurrences(of: "\u{2060}", with: "") }
    for feature in graph.features {
      // Control characters are dropped and a newline splits a label into two lines.
      let visible = String(feature.name.unicodeScalars.filter { $0 == "\n" || $0.properties.generalCategory != .control })
      for line in visible.split(separator: "\n") {
        #expect(texts.contains(String(line)), "\(name): \(line) is not drawn")
      }
    }
  }

  @Test("hostile names inject no markup and no attributes")
  func hostile() throws {
    let graph = try Fixtures.graph("hostile-names")
    let svg = try GraphvizRenderer(format: .svg).render(graph, options: RenderOptions())
    let document = try SVGText(svg)
    #expect(!document.elements.contains("script"))
    #expect(document.texts.contains("<script>alert('x')</script>"))
    #expect(document.texts.contains("Back\\slash\\\u{2060}N\\\u{2060}G"))
    #expect(document.texts.contains(#"Root"]; evil [label="x"#))
    let dot = try GraphvizRenderer(format: .dot).render(graph, options: RenderOptions())
    let counts = try Graphviz.readDOT(String(decoding: dot, as: UTF8.self))
    let diagram = try Diagram(graph, options: RenderOptions(), lint: .drawn)
    #expect(counts.nodes == diagram.nodes.count + 1)  // + legend
    // + the invisible edges that keep the entry points and the legend in order
    #expect(counts.edges == diagram.links.count + diagram.startIDs.count)
  }

  @Test("PNG has the PNG signature and a real size")
  func png() throws {
    let data = try GraphvizRenderer(format: .png).render(
      Fixtures.graph("syncups"), options: RenderOptions())
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width > 400 && height > 100)
  }

  @Test("PDF is a PDF document")
  func pdf() throws {
    let data = try GraphvizRenderer(format: .pdf).render(
      Fixtures.graph("syncups"), options: RenderOptions())
    #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
  }

  @Test("renders in one process are byte-identical, whatever was rendered before")
  func deterministic() throws {
    let renderer = GraphvizRenderer(format: .svg)
    let first = try renderer.render(Fixtures.graph("syncups"), options: RenderOptions())
    _ = try renderer.render(Fixtures.graph("stack-recursion"), options: RenderOptions())
    let again = try renderer.render(Fixtures.graph("syncups"), options: RenderOptions())
    #expect(first == again)
  }

  @Test("SVG is byte-identical to `dot -Tsvg` run on navviz's DOT", arguments: Fixtures.graphNames)
  func sameAsDotProgram(name: String) throws {
    let graph = try Fixtures.graph(name)
    let svg = try GraphvizRenderer(format: .svg).render(graph, options: RenderOptions())
    let dot = try GraphvizRenderer(format: .dot).render(graph, options: RenderOptions())
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["dot", "-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(dot)
    try input.fileHandleForWriting.close()
    let drawn = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(svg == drawn, "\(name): in-process SVG differs from the dot program's")
  }

  @Test("a stack that pushes its own feature draws a loop")
  func recursion() throws {
    let diagram = try Diagram(
      Fixtures.graph("stack-recursion"), options: RenderOptions(), lint: .drawn)
    let folder = try #require(diagram.nodes.first { $0.name == "FolderFeature" })
    #expect(diagram.links.contains { $0.to == folder.id && $0.edge?.from == "FolderFeature" })
    _ = try GraphvizRenderer(format: .svg).render(
      Fixtures.graph("stack-recursion"), options: RenderOptions())
  }

  @Test("Graphviz errors are captured and thrown, not printed")
  func graphvizError() {
    #expect {
      try Graphviz.withGraph { graph in
        let node = graph.node("a")
        graph.setHTML(node, "label", "<TABLE><TR>unclosed")
        return try graph.render("svg")
      }
    } throws: { error in
      guard case .graphviz(let message) = error as? RenderingError else { return false }
      return message.hasPrefix("layout: mismatched tag") && message.contains("label of node a")
    }
  }
}

/// The text and element names of an SVG document, read with an XML parser.
struct SVGText {
  var texts: [String] = []
  var elements: Set<String> = []

  init(_ data: Data) throws {
    let parser = XMLParser(data: data)
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      throw RenderingError.graphviz(message: "SVG is not well-formed XML: \(String(describing: parser.parserError))")
    }
    texts = collector.texts
    elements = collector.elements
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var elements: Set<String> = []
    private var current: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
      elements.insert(name)
      if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
                qualifiedName: String?) {
      if name == "text", let text = current { texts.append(text) }
      current = nil
    }
  }
}
