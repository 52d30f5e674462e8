import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

/// Names with control characters: graph JSON can carry any string, so features,
/// fields and cases holding NUL, BEL, ESC, TAB, newlines, DEL and C1 controls go through every
/// renderer and reporter. Each output parses; JSON keeps every name exactly; drawn formats show
/// each name's visible characters in order; nothing a terminal or CI log would act on (ESC,
/// BEL, …) is printed raw.
@Suite(.serialized) struct ControlCharacterNamesTests {
  static let root = "Root\u{01}Ctl"
  static let features = [
    root, "Tab\tNew\nLine", "Bell\u{07}Esc\u{1B}[31mred", "Del\u{7F}C1\u{85}\u{9B}x", "Nul\u{00}Byte",
  ]
  static let fields = ["f\u{02}ield", "b\u{04}ack"]
  static let cases = ["c\u{03}ase", "b\u{05}ack"]

  /// A root presenting the other four, and one of them presenting the root again (a
  /// `presentation-cycle` finding whose message carries the names).
  static func writeGraph() throws -> (folder: URL, graph: String) {
    let folder = try NavvizProcess.temporaryFolder()
    let featureObjects = features.enumerated().map { index, name in
      ["name": name, "kind": "struct", "module": "M", "file": "Sources/M/F.swift",
       "line": index + 1, "column": 1] as [String: Any]
    }
    var edges = features.dropFirst().enumerated().map { index, name in
      ["from": root, "to": name, "kind": "destination", "field": fields[0],
       "case": cases[0] + "\(index)"] as [String: Any]
    }
    edges.append(
      ["from": features[1], "to": root, "kind": "destination", "field": fields[1], "case": cases[1]])
    let graph: [String: Any] = [
      "schemaVersion": 1, "roots": [root], "features": featureObjects, "edges": edges,
      "findings": [],
    ]
    let url = folder.appendingPathComponent("control.json")
    try JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys]).write(to: url)
    return (folder, url.path)
  }

  /// The characters a reader can see, in order: no controls, no white space.
  static func visible(_ text: String) -> String {
    String(String.UnicodeScalarView(HostileNames.visible(text).unicodeScalars.filter {
      $0.properties.generalCategory != .control && !$0.properties.isWhitespace
    }))
  }

  static func render(_ graph: String, _ format: String) throws -> Data {
    let result = try NavvizProcess.run(["render", graph, "--format", format])
    #expect(result.status == 0, "\(format): \(result.stderr)")
    return result.stdout
  }

  /// Control characters other than line breaks anywhere in `text`.
  static func rawControls(_ text: String) -> [UInt32] {
    text.unicodeScalars.filter {
      $0.properties.generalCategory == .control && $0 != "\n"
    }.map(\.value)
  }

  @Test func jsonKeepsEveryNameExactly() throws {
    let (folder, graph) = try Self.writeGraph()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = try #require(
      try JSONSerialization.jsonObject(with: Self.render(graph, "json")) as? [String: Any])
    let names = (json["features"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names.sorted() == Self.features.sorted())
    let labels = (json["edges"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String }
    #expect(Set(labels) == Set(Self.fields))
  }

  @Test func dotSvgHtmlAndMermaidParseAndShowEveryName() throws {
    let (folder, graph) = try Self.writeGraph()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dot = try HostileNames.dotLabels(String(decoding: Self.render(graph, "dot"), as: UTF8.self))
    let svg = try HostileNames.xmlStrings(Self.render(graph, "svg"))
    let html = try XMLDocument(data: Self.render(graph, "html"), options: [])
    let mermaidText = String(decoding: try Self.render(graph, "mermaid"), as: UTF8.self)
    let mermaid = try HostileNames.mermaidLabels(mermaidText)
    #expect(Self.rawControls(mermaidText).isEmpty)
    let viewerData = try #require(
      try html.nodes(forXPath: "//*[@id='navviz-data']").first?.stringValue)
    for (format, texts) in [("dot", dot), ("svg", svg), ("mermaid", mermaid)] {
      let shown = Self.visible(texts.joined())
      for name in Self.features {
        #expect(shown.contains(Self.visible(name)), "\(format): \(Self.visible(name))")
      }
    }
    let viewer = try #require(
      try JSONSerialization.jsonObject(with: Data(viewerData.utf8)) as? [String: Any])
    let viewerNames = (viewer["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(Set(viewerNames.map(Self.visible)) == Set(Self.features.map(Self.visible)))
  }

  @Test func everyReporterParsesAndNoneEchoesAControlCharacter() throws {
    let (folder, graph) = try Self.writeGraph()
    defer { try? FileManager.default.removeItem(at: folder) }
    let kinds = ["json", "sarif", "checkstyle", "junit", "github", "text"]
    let files = Dictionary(uniqueKeysWithValues: kinds.map { ($0, folder.appendingPathComponent($0)) })
    // The cycle's rule is off by default: turned on, its message carries the names.
    let config = folder.appendingPathComponent("navviz.yml")
    try Data("rules:\n  presentation-cycle: on\n".utf8).write(to: config)
    let result = try NavvizProcess.run(
      ["lint", graph, "--config", config.path]
        + kinds.flatMap { ["--reporter", "\($0):\(files[$0]!.path)"] })
    #expect(result.status == 0, "\(result.stderr)")
    func data(_ kind: String) throws -> Data { try Data(contentsOf: files[kind]!) }

    let json = try #require(try JSONSerialization.jsonObject(with: data("json")) as? [String: Any])
    let messages = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    let cycle = try #require(messages.first { $0.hasPrefix("presentation cycle") })
    #expect(cycle.contains(Self.root), "JSON keeps the name exactly")
    _ = try JSONSerialization.jsonObject(with: data("sarif"))
    _ = try XMLDocument(data: data("checkstyle"), options: [])
    _ = try XMLDocument(data: data("junit"), options: [])

    let text = String(decoding: try data("text"), as: UTF8.self)
    let github = String(decoding: try data("github"), as: UTF8.self)
    #expect(Self.rawControls(text).isEmpty, "text: \(Self.rawControls(text))")
    #expect(Self.rawControls(github).isEmpty, "github: \(Self.rawControls(github))")
    #expect(text.contains(#"Root\u{1}Ctl"#), "controls are spelled out, not dropped")
    #expect(github.contains(#"Root\u{1}Ctl"#))
  }
}
