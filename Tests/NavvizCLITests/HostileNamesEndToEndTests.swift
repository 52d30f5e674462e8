import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

/// Hostile names end to end: Swift source whose features, fields and cases carry
/// quotes, backslashes, `<script>`, entities, right-to-left marks and emoji goes through scan,
/// lint, every renderer and every reporter; each output parses with a real parser and shows
/// every name as written.
@Suite(.serialized) struct HostileNamesEndToEndTests {
  static let allNames = HostileNames.features + HostileNames.fieldsAndCases

  func render(_ format: String) throws -> Data {
    let result = try NavvizProcess.run(["render", HostileNames.fixture, "--format", format])
    #expect(result.status == 0, "\(format): \(result.stderr)")
    return result.stdout
  }

  @Test func jsonKeepsEveryName() throws {
    let graph = try #require(try JSONSerialization.jsonObject(with: render("json")) as? [String: Any])
    let features = (graph["features"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    for name in HostileNames.features { #expect(features.contains(name), "\(name)") }
    let edges = graph["edges"] as? [[String: Any]] ?? []
    let labels = edges.flatMap { [$0["field"] as? String, $0["case"] as? String].compactMap { $0 } }
    for name in HostileNames.fieldsAndCases { #expect(labels.contains(name), "\(name)") }
  }

  @Test func dotIsReadBackByCGraphWithEveryName() throws {
    let labels = try HostileNames.dotLabels(String(decoding: render("dot"), as: UTF8.self))
    let text = labels.joined(separator: "\n")
    for name in HostileNames.features { #expect(text.contains(name), "\(name)") }
  }

  @Test func svgIsXMLWithEveryNameAndNoScript() throws {
    let svg = try render("svg")
    let text = try HostileNames.xmlStrings(svg).joined(separator: "\n")
    for name in Self.allNames { #expect(text.contains(name), "\(name)") }
    let document = try XMLDocument(data: svg, options: [])
    #expect(try document.nodes(forXPath: "//*[local-name()='script']").isEmpty)
  }

  @Test func htmlViewerIsXMLAndItsDataHoldsEveryName() throws {
    let document = try XMLDocument(data: render("html"), options: [])
    let scripts = try document.nodes(forXPath: "//*[local-name()='script']")
    #expect(scripts.count == 2, "a name closed or opened a script element")
    let data = try #require(
      try document.nodes(forXPath: "//*[@id='navviz-data']").first?.stringValue)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    let names = (json["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    for name in HostileNames.features { #expect(names.contains(name), "\(name)") }
  }

  @Test func mermaidLabelsDecodeToEveryName() throws {
    let labels = try HostileNames.mermaidLabels(String(decoding: render("mermaid"), as: UTF8.self))
    let text = labels.joined(separator: "\n")
    for name in Self.allNames { #expect(text.contains(name), "\(name)") }
  }

  @Test func pngRenders() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("hostile.png")
    let result = try NavvizProcess.run(["render", HostileNames.fixture, "-o", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Data(contentsOf: output).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func docsStayInTheirFolderAndTheirPicturesAreXML() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let docs = folder.appendingPathComponent("docs")
    let result = try NavvizProcess.run(["docs", HostileNames.fixture, "-o", docs.path])
    #expect(result.status == 0, "\(result.stderr)")
    let files = FileManager.default.enumerator(atPath: docs.path)?.allObjects as? [String] ?? []
    #expect(files.contains("index.md"))
    // `a/../b` in a name must not make a page outside the folder.
    let outside = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    #expect(outside.allSatisfy { $0 == "docs" || $0.hasPrefix("docs/") })
    for file in files where file.hasSuffix(".svg") {
      _ = try HostileNames.xmlStrings(Data(contentsOf: docs.appendingPathComponent(file)))
    }
  }
}
