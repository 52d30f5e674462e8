import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `navviz render --format html`: one self-contained, valid file.
@Suite("navviz render --format html")
struct HTMLViewerTests {
  static let tidy: String? = ["/usr/bin/tidy", "/usr/local/bin/tidy", "/opt/homebrew/bin/tidy"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test func isWellFormedXHTMLAndLoadsNothing() throws {
    let viewer = try ViewerFile()
    defer { viewer.remove() }
    // Foundation's XML parser: the page is well-formed XML (XHTML syntax), not tag soup.
    let document = try XMLDocument(contentsOf: viewer.url, options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "html")
    // Nothing comes from elsewhere: no src, no stylesheet links, no external scripts.
    let fetching = try document.nodes(forXPath: "//*[@src] | //*[local-name()='link']")
    #expect(fetching.isEmpty)
    let scripts = try document.nodes(forXPath: "//*[local-name()='script']")
    #expect(scripts.count == 2)
    // The only absolute URLs are XML namespaces and the source links asked for.
    let text = try viewer.text
    let namespaces = [
      "http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg",
      "http://www.w3.org/1999/xlink", "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd",
    ]
    var rest = Substring(text)
    while let found = rest.range(of: "http") {
      let url = rest[found.lowerBound...].prefix { !"\"' <>".contains($0) }
      #expect(namespaces.contains(String(url)) || url.hasPrefix(ViewerFile.prefix), "\(url)")
      rest = rest[found.upperBound...]
    }
    // Several inputs: files are named from the working directory, as in the repository.
    #expect(text.contains(
      #""url":"https://example.com/app/blob/main/samples/Inventory/InventoryFeature.swift#L12""#))
  }

  @Test(.enabled(if: HTMLViewerTests.tidy != nil, "tidy is not installed (make deps installs it)"))
  func passesTheHTMLValidator() throws {
    let viewer = try ViewerFile()
    defer { viewer.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.tidy!)
    process.arguments = ["-q", "-e", viewer.url.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // tidy exits 0 when it has nothing to say, 1 for warnings, 2 for errors.
    #expect(process.terminationStatus == 0, "\(report)")
  }

  @Test func isByteForByteDeterministic() throws {
    let first = try ViewerFile()
    defer { first.remove() }
    let second = try ViewerFile()
    defer { second.remove() }
    #expect(try Data(contentsOf: first.url) == Data(contentsOf: second.url))
  }

  @Test func hostileNamesStayData() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("hostile.html")
    let result = try NavvizProcess.run([
      "render", NavvizProcess.graph("hostile-names"), "--format", "html", "-o", output.path,
    ])
    #expect(result.status == 0)
    let document = try XMLDocument(contentsOf: output, options: [])
    let scripts = try document.nodes(forXPath: "//*[local-name()='script']")
    #expect(scripts.count == 2, "a name closed a script element")
    let json = try #require(scripts.first?.stringValue)
    let data = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let names = (data?["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names.contains("<script>alert('x')</script>"))
  }

  @Test func focusTitlesThePage() throws {
    let viewer = try ViewerFile(extra: ["--focus", "ItemFormFeature"])
    defer { viewer.remove() }
    let text = try viewer.text
    #expect(text.contains("<title>Navigation around ItemFormFeature</title>"))
    #expect(!text.contains("RootFeature"))
  }

  @Test func aTraceBecomesSliderSteps() throws {
    let viewer = try ViewerFile(withTrace: true)
    defer { viewer.remove() }
    let document = try XMLDocument(contentsOf: viewer.url, options: [])
    let json = try #require(
      try document.nodes(forXPath: "//*[@id='navviz-data']").first?.stringValue)
    let data = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let trace = try #require(data?["trace"] as? [String: Any])
    let steps = trace["steps"] as? [[String: Any]] ?? []
    #expect(steps.count == 2)
    // Step 2 lights the owner's link to its Destination enum and the addItem case's link.
    #expect((steps.last?["links"] as? [String])?.count == 2)
  }

  @Test func aBrokenTraceIsRefusedWithItsPath() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"""
      {"schemaVersion": 1, "root": "A",
       "steps": [{"action": "x", "before": [], "after": [], "events": [{}]}]}
      """#
      .utf8).write(to: folder.appendingPathComponent("bad.json"))
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "--format", "html", "--trace", "bad.json"],
      in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("navviz: error: malformed trace bad.json: steps[0].events[0]."))
    let wrongFormat = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "--format", "svg", "--trace", "bad.json"],
      in: folder)
    #expect(wrongFormat.stderr == "navviz: error: --trace needs --format html\n")
  }
}
