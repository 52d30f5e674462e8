import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

/// Hostile names through `navviz lint` and its reporters from one run: each report parses
/// (JSON, SARIF, checkstyle, JUnit, code quality with real parsers; GitHub commands and text
/// by their line formats) and, decoded, carries exactly the messages of the JSON report.
@Suite struct HostileNamesLintTests {
  @Test func everyReporterCarriesTheMessagesAsWritten() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let kinds = ["json", "sarif", "checkstyle", "junit", "github", "text", "codeclimate"]
    let files = Dictionary(uniqueKeysWithValues: kinds.map { ($0, folder.appendingPathComponent($0)) })
    let result = try NavvizProcess.run(
      ["lint", HostileNames.fixture] + kinds.flatMap { ["--reporter", "\($0):\(files[$0]!.path)"] })
    #expect(result.status == 1, "errors in the fixture fail the run: \(result.stderr)")
    func data(_ kind: String) throws -> Data { try Data(contentsOf: files[kind]!) }

    let json = try #require(try JSONSerialization.jsonObject(with: data("json")) as? [String: Any])
    let messages = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    #expect(messages.count >= 3)
    let joined = messages.joined(separator: "\n")
    for name in [#"Root "quoted" \ feature"#, "<script>alert(1)</script>", #"field "two""#] {
      #expect(joined.contains(name), "\(name)")
    }

    let sarif = try #require(try JSONSerialization.jsonObject(with: data("sarif")) as? [String: Any])
    let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    let sarifMessages = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
    #expect(sarifMessages.sorted() == messages.sorted())

    let checkstyle = try XMLDocument(data: data("checkstyle"), options: [])
    let checkstyleMessages = try checkstyle.nodes(forXPath: "//error/@message").compactMap(\.stringValue)
    #expect(checkstyleMessages.sorted() == messages.sorted())

    let junit = try XMLDocument(data: data("junit"), options: [])
    let junitMessages = try junit.nodes(forXPath: "//failure/@message | //skipped/@message")
      .compactMap(\.stringValue)
    #expect(junitMessages.sorted() == messages.sorted())

    let github = String(decoding: try data("github"), as: UTF8.self)
      .split(separator: "\n").map { line in
        let message = line[line.range(of: "::", options: .backwards)!.upperBound...]
        return message.replacingOccurrences(of: "%0A", with: "\n")
          .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
      }
    #expect(github.sorted() == messages.sorted())

    let text = String(decoding: try data("text"), as: UTF8.self)
    for message in messages { #expect(text.contains(message), "\(message)") }

    let quality = try #require(
      try JSONSerialization.jsonObject(with: data("codeclimate")) as? [[String: Any]])
    #expect(quality.compactMap { $0["description"] as? String }.sorted() == messages.sorted())
  }
}
