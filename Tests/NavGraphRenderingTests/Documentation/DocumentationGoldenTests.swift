import Foundation
import NavGraphCore
import NavGraphRendering
import NavGraphTestSupport
import Testing

/// The pages `navviz docs` writes for three samples documented as one app, from their scan
/// as kept (`Fixtures.ScannedSample.documented`), compared byte for byte with the goldens in
/// `Golden/docs` and `Golden/docc`. The CLI's tests check that `navviz docs` writes these
/// same pages; pictures are drawn by the installed Graphviz and are checked there for what
/// they show, not here for bytes.
@Suite("Documentation goldens")
struct DocumentationGoldenTests {
  static let sample = Fixtures.ScannedSample.documented

  @Test func markdownPages() throws {
    // The pages link to the sources relatively, as from a `docs` folder beside the samples.
    let links = SourceLinks(
      sourceRoot: Fixtures.repository,
      outputDirectory: Fixtures.repository.appendingPathComponent("docs"))
    let graph = try Self.sample.graph()
    let files = try MarkdownDocumentation(
      graph: graph, sourceLinks: links, pictures: Self.pictures
    ).files()
    try Self.check(pages(files), against: "docs")
  }

  @Test func doccArticles() throws {
    let files = try DocCCatalog(
      graph: try Self.sample.graph(), pictures: Self.pictures).files()
    try Self.check(pages(files), against: "docc")
  }

  /// As `navviz docs` draws them: the sample's entry points, every picture drawn.
  static let pictures = DocumentationPictureOptions(entryPoints: sample.entryPoints)

  private func pages(_ files: DocumentationFiles) -> [String: Data] {
    Dictionary(uniqueKeysWithValues: files.paths.filter { $0.hasSuffix(".md") }.map {
      ($0, files[$0]!)
    })
  }

  /// Every page is a golden and every golden a page: a page added or lost fails too.
  private static func check(_ pages: [String: Data], against folder: String) throws {
    let goldens = Golden.folder.appendingPathComponent(folder)
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_GOLDEN"] == "1" {
      try? FileManager.default.removeItem(at: goldens)
      for page in pages.keys {
        try FileManager.default.createDirectory(
          at: goldens.appendingPathComponent(page).deletingLastPathComponent(),
          withIntermediateDirectories: true)
      }
    }
    for (page, data) in pages.sorted(by: { $0.key < $1.key }) {
      try Golden.check(data, "\(folder)/\(page)")
    }
    #expect(pages.keys.sorted() == Golden.pages(under: folder), "the pages differ from \(folder)")
  }
}
