import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// The pieces of generated docs that must hold for any name: file names, escaping, links.
@Suite("Documentation text")
struct DocumentationTextTests {
  @Test func pageNamesAreSafeAndUnique() {
    let pages = PageNames(["Item", "item", "A/B", "A:B", ".hidden", "Ünï"])
    #expect(pages["Item"] == "Item")
    #expect(pages["item"] == "item-2")
    #expect(pages["A/B"] == "A-B")
    #expect(pages["A:B"] == "A-B-2")
    #expect(pages[".hidden"] == "-hidden")
    #expect(pages["Ünï"] == "-n-")
  }

  @Test func markdownEscapesWhatItMust() {
    #expect(MarkdownText.escape("A|B <script> *x*") == #"A\|B \<script\> \*x\*"#)
    #expect(MarkdownText.escape("two\nlines") == "two lines")
    #expect(MarkdownText.code("a|b") == #"`a\|b`"#)
    #expect(MarkdownText.code("x`y") == "``x`y``")
    #expect(MarkdownText.code("`x") == "`` `x ``")
  }

  @Test func relativePaths() {
    let from = URL(fileURLWithPath: "/repo/docs/features")
    #expect(SourceLinks.relativePath(
      from: from, to: URL(fileURLWithPath: "/repo/Sources/App/A.swift"))
      == "../../Sources/App/A.swift")
    #expect(SourceLinks.percentEncoded("We ird/a&b (1).swift") == "We%20ird/a%26b%20%281%29.swift")
  }

  @Test func hostileNamesStayText() throws {
    let files = try MarkdownDocumentation(
      graph: Fixtures.graph("hostile-names"), sourceLinks: nil
    ).files()
    for path in files.paths where path.hasSuffix(".md") {
      var text = String(decoding: files[path]!, as: UTF8.self)
      // What may hold a raw `<`: the Mermaid block (its own escaping is tested with the
      // Mermaid renderer), code spans, and the few tags navviz writes itself.
      let allowed = ["(?s)```mermaid.*?```", "(`+).+?\\1", "</?(details|summary|br)>", "<!--.*?-->"]
      for pattern in allowed {
        text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
      }
      let unescaped = text.indices.filter { index in
        text[index] == "<" && (index == text.startIndex || text[text.index(before: index)] != "\\")
      }
      #expect(unescaped.isEmpty, "\(path): \(text)")
    }
  }

  @Test func pagesListBothDirectionsInSourceOrder() throws {
    let model = DocumentationModel(try Fixtures.graph("syncups"))
    #expect(model.documented.map(\.feature.name) == [
      "AppFeature", "RecordMeeting", "SyncUpDetail", "SyncUpForm", "SyncUpsList",
    ])
    let form = try #require(model.documented.first { $0.feature.name == "SyncUpForm" })
    #expect(Set(form.incoming.map(\.from)) == ["SyncUpDetail", "SyncUpsList"])
    #expect(model.ownerPage(ofEnum: "SyncUpDetail.Destination") == "SyncUpDetail")
  }
}
