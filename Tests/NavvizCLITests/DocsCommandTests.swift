import Foundation
import Testing

/// `navviz docs`: the folder for the samples (golden), byte-stable re-runs, `--check`, and
/// links that all resolve.
@Suite("navviz docs")
struct DocsCommandTests {
  /// The rendering's goldens (`DocumentationGoldenTests`, from the samples' scan as kept):
  /// the command must write exactly the pages the renderer makes of them.
  static let golden = NavvizProcess.repository
    .appendingPathComponent("Tests/NavGraphRenderingTests/Golden/docs")

  @Test func samplesMatchTheGoldenFolder() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    let result = try workspace.docs(["-o", "docs"])
    #expect(result.status == 0, "\(result.stderr)")
    let files = workspace.files(under: "docs")
    #expect(files.contains("index.md") && files.contains("navigation.svg"))
    #expect(files.contains("features/InventoryFeature.md"))
    // Markdown is compared byte for byte. SVG layout belongs to the installed Graphviz, so
    // pictures are checked for what they must show rather than against bytes.
    let pages = files.filter { $0.hasSuffix(".md") }
    let expected = Self.goldenPages()
    #expect(pages == expected, "the set of pages differs from the golden folder")
    for page in pages where expected.contains(page) {
      let written = try Data(contentsOf: workspace.url("docs/\(page)"))
      let golden = try Data(contentsOf: Self.golden.appendingPathComponent(page))
      #expect(written == golden, "docs/\(page) differs from the renderer's golden page")
    }
    for picture in files.filter({ $0.hasSuffix(".svg") }) {
      let svg = try String(contentsOf: workspace.url("docs/\(picture)"), encoding: .utf8)
      #expect(svg.contains("<svg") && svg.contains("</svg>"), "\(picture)")
      #expect(!svg.contains("xlink:href"), "\(picture) links somewhere: docs links are relative")
    }
    let itemForm = try String(
      contentsOf: workspace.url("docs/features/ItemFormFeature.svg"), encoding: .utf8)
    #expect(itemForm.contains("navviz&#45;focus") && itemForm.contains("InventoryFeature"))
    #expect(!itemForm.contains("RootFeature"))
  }

  /// A file the scanner skipped is named on the index page, with why, in both flavours: the
  /// graph lacks whatever it holds.
  @Test func skippedSourceFilesAreListed() throws {
    let workspace = try DocsWorkspace(samples: ["Inventory"])
    defer { workspace.remove() }
    let chain = "struct Pasted {\n" + String(repeating: "  .padding()\n", count: 1_001) + "}\n"
    try Data(chain.utf8).write(to: workspace.url("samples/Inventory/Pasted.swift"))
    for (extra, page, heading) in [
      ([String](), "docs/index.md", "## Skipped source files"),
      (["--docc"], "docs/Navigation.md", "### Skipped source files"),
    ] {
      let result = try workspace.docs(["-o", "docs"] + extra, samples: ["Inventory"])
      #expect(result.status == 0, "\(result.stderr)")
      let text = try String(contentsOf: workspace.url(page), encoding: .utf8)
      #expect(text.contains("1 lint finding; 1 source file skipped, not in the graph."))
      #expect(text.contains("\(heading)\n\n| File | Why |\n| --- | --- |\n"))
      #expect(text.contains("samples/Inventory/Pasted.swift"))
      #expect(text.contains("| 1001 lines in one type's body begin like statements"))
      try FileManager.default.removeItem(at: workspace.url("docs"))
    }
  }

  @Test func reRunningChangesNoByteAndTouchesNoFile() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    #expect(try workspace.docs(["-o", "docs"]).status == 0)
    let files = workspace.files(under: "docs")
    let before = try files.map { try Self.snapshot(workspace.url("docs/\($0)")) }
    Thread.sleep(forTimeInterval: 1.1)  // a rewrite would now show in the modification date
    let again = try workspace.docs(["-o", "docs"])
    #expect(again.status == 0)
    #expect(again.stderr.contains("0 written, \(files.count) unchanged, 0 removed"))
    #expect(workspace.files(under: "docs") == files)
    let after = try files.map { try Self.snapshot(workspace.url("docs/\($0)")) }
    #expect(before == after)
    let check = try workspace.docs(["-o", "docs", "--check"])
    #expect(check.status == 0, "\(check.output)\(check.stderr)")
    #expect(check.output.isEmpty)
  }

  @Test func checkDetectsAChangedSampleAndWritesNothing() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    #expect(try workspace.docs(["-o", "docs"]).status == 0)
    let index = try Data(contentsOf: workspace.url("docs/index.md"))
    try workspace.edit(
      "samples/Inventory/InventoryFeature.swift",
      replacing: "case editItem(ItemFormFeature)", with: "case renameItem(ItemFormFeature)")
    let check = try workspace.docs(["-o", "docs", "--check"])
    #expect(check.status == 1)
    #expect(check.output.contains("changed: docs/index.md"))
    #expect(check.output.contains("changed: docs/features/InventoryFeature.md"))
    #expect(check.stderr.contains("docs is out of date"))
    #expect(try Data(contentsOf: workspace.url("docs/index.md")) == index)
    #expect(try workspace.docs(["-o", "docs"]).status == 0)
    #expect(try workspace.docs(["-o", "docs", "--check"]).status == 0)
  }

  @Test func pagesOfRemovedFeaturesAreStaleThenRemoved() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    #expect(try workspace.docs(["-o", "docs"]).status == 0)
    try Data("notes\n".utf8).write(to: workspace.url("docs/README.txt"))
    let fewer = ["Inventory", "StackExplorer"]
    let check = try workspace.docs(["-o", "docs", "--check"], samples: fewer)
    #expect(check.status == 1)
    #expect(check.output.contains("stale: docs/features/ChildReducer.md"))
    #expect(try workspace.docs(["-o", "docs"], samples: fewer).status == 0)
    let files = workspace.files(under: "docs")
    #expect(!files.contains("features/ChildReducer.md"))
    #expect(files.contains("README.txt"), "a file navviz does not own is kept")
  }

  @Test(arguments: [[], ["--overview"]])
  func everyRelativeLinkResolves(extra: [String]) throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    #expect(try workspace.docs(["-o", "out/docs"] + extra).status == 0)
    var checked = 0
    for page in workspace.files(under: "out/docs") where page.hasSuffix(".md") {
      let url = workspace.url("out/docs/\(page)")
      let text = try String(contentsOf: url, encoding: .utf8)
      for destination in MarkdownLinks.destinations(in: text) {
        guard let target = MarkdownLinks.target(of: destination, from: url) else {
          Issue.record("\(page): \(destination) is not a relative link")
          continue
        }
        #expect(FileManager.default.fileExists(atPath: target.path),
                "\(page): \(destination) does not resolve")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  /// A large app's docs (or any, with --overview): the index shows the overview and lists the
  /// modules, each with a page of its own that links back, as its features' pages do.
  @Test func anOverviewHasAPagePerModuleLinkedBothWays() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    let result = try workspace.docs(["-o", "docs", "--overview"])
    #expect(result.status == 0, "\(result.stderr)")
    let files = workspace.files(under: "docs")
    for module in DocsWorkspace.samples {
      #expect(files.contains("modules/\(module).md") && files.contains("modules/\(module).svg"))
    }
    let index = try String(contentsOf: workspace.url("docs/index.md"), encoding: .utf8)
    #expect(index.contains("## Modules"))
    #expect(index.contains("[StackExplorer](modules/StackExplorer.md)"))
    let overview = try String(contentsOf: workspace.url("docs/navigation.svg"), encoding: .utf8)
    #expect(overview.contains("navviz&#45;group") && !overview.contains("navviz&#45;feature"))
    let module = try String(
      contentsOf: workspace.url("docs/modules/StackExplorer.md"), encoding: .utf8)
    #expect(module.hasPrefix("# StackExplorer\n\n[Overview](../index.md) · a module of "))
    #expect(module.contains("[RootFeature](../features/RootFeature.md)"))
    let picture = try String(
      contentsOf: workspace.url("docs/modules/StackExplorer.svg"), encoding: .utf8)
    #expect(picture.contains("RootFeature") && !picture.contains("InventoryFeature"))
    let feature = try String(
      contentsOf: workspace.url("docs/features/RootFeature.md"), encoding: .utf8)
    #expect(feature.contains("[its module](../modules/StackExplorer.md)"))
    // Without the overview the module pages are stale, and go.
    #expect(try workspace.docs(["-o", "docs"]).status == 0)
    #expect(!workspace.files(under: "docs").contains("modules/StackExplorer.md"))
  }

  @Test func focusAndExclusionApplyToDocs() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    let result = try workspace.docs([
      "-o", "docs", "--focus", "RootFeature", "--exclude-feature", "Prime*",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let pages = workspace.files(under: "docs/features").filter { $0.hasSuffix(".md") }
    #expect(pages == ["CounterFeature.md", "NumberFactFeature.md", "RootFeature.md"])
  }

  private static func goldenPages() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: golden.path)
    var pages: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".md") { pages.append(path) }
    }
    return pages.sorted()
  }

  private static func snapshot(_ url: URL) throws -> [String] {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return [url.lastPathComponent, String(date), String(try Data(contentsOf: url).hashValue)]
  }
}
