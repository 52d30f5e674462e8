import Foundation
import Testing

/// `navviz docs --docc`: a catalog DocC builds without a single diagnostic.
@Suite("navviz docs --docc")
struct DocCCatalogTests {
  @Test func catalogMatchesTheGoldenArticles() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    let result = try workspace.docs(["--docc", "-o", "Navigation.docc"])
    #expect(result.status == 0, "\(result.stderr)")
    let files = workspace.files(under: "Navigation.docc")
    #expect(files.contains("NavigationResources/navigation.svg"))
    #expect(files.contains("NavigationResources/InventoryFeature-Navigation.svg"))
    // The rendering's goldens (`DocumentationGoldenTests`): the command writes exactly them.
    let golden = NavvizProcess.repository
      .appendingPathComponent("Tests/NavGraphRenderingTests/Golden/docc")
    for article in ["Navigation.md", "NavigationFeatures/InventoryFeature-Navigation.md"] {
      let written = try Data(contentsOf: workspace.url("Navigation.docc/\(article)"))
      let expected = try Data(contentsOf: golden.appendingPathComponent(article))
      #expect(written == expected, "\(article) differs from the renderer's golden article")
    }
  }

  @Test(.enabled(if: DocCTool.path != nil, "docc is not on the PATH (it ships with the toolchain)"))
  func doccConvertsItWithoutDiagnostics() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    #expect(try workspace.docs(["--docc", "-o", "Navigation.docc"]).status == 0)
    let conversion = try DocCTool.convert(
      catalog: workspace.url("Navigation.docc"), in: workspace.folder)
    #expect(conversion.status == 0)
    #expect(conversion.diagnostics.isEmpty, "\(conversion.diagnostics)")
    // Every article and picture made it into the archive.
    let data = conversion.output.appendingPathComponent("data/documentation")
    let archived = FileManager.default.enumerator(atPath: data.path)?.allObjects as? [String] ?? []
    for feature in [
      "inventoryfeature-navigation", "rootfeature-navigation", "childreducer-navigation",
    ] {
      #expect(archived.contains { $0.hasSuffix("\(feature).json") }, "\(feature)")
    }
    let images = conversion.output.appendingPathComponent("images")
    let pictures = FileManager.default.enumerator(atPath: images.path)?.allObjects as? [String]
    #expect(pictures?.contains { $0.hasSuffix("navigation.svg") } == true)
  }

  @Test func sourceURLPrefixNeedsDocC() throws {
    let workspace = try DocsWorkspace(samples: ["ParentChild"])
    defer { workspace.remove() }
    let result = try workspace.docs(
      ["-o", "docs", "--source-url-prefix", "https://example.com/"], samples: ["ParentChild"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--source-url-prefix needs --docc"))
    let linked = try workspace.docs(
      ["--docc", "-o", "N.docc", "--source-url-prefix", "https://example.com/blob/main/"],
      samples: ["ParentChild"])
    #expect(linked.status == 0)
    let root = try String(contentsOf: workspace.url("N.docc/Navigation.md"), encoding: .utf8)
    #expect(root.contains(
      "(https://example.com/blob/main/samples/ParentChild/ParentChild.swift#L7)"))
  }

  /// Slow (builds swift-docc-plugin, minutes on 2 cores), so it runs when asked for:
  /// `NAVVIZ_DOCC_PLUGIN=1 swift test --filter DocCCatalogTests`.
  @Test(.enabled(
    if: ProcessInfo.processInfo.environment["NAVVIZ_DOCC_PLUGIN"] == "1",
    "set NAVVIZ_DOCC_PLUGIN=1 to build the catalog with swift-docc-plugin (slow)"))
  func swiftPackageGenerateDocumentationAcceptsIt() throws {
    let workspace = try DocsWorkspace()
    defer { workspace.remove() }
    let package = workspace.url("Demo")
    let target = package.appendingPathComponent("Sources/Demo")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try Data("public struct Placeholder {}\n".utf8)
      .write(to: target.appendingPathComponent("Demo.swift"))
    try Data("""
      // swift-tools-version: 6.1
      import PackageDescription
      let package = Package(
        name: "Demo",
        dependencies: [
          .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
        ],
        targets: [.target(name: "Demo")]
      )

      """.utf8).write(to: package.appendingPathComponent("Package.swift"))
    let result = try workspace.docs(["--docc", "-o", "Demo/Sources/Demo/Demo.docc"])
    #expect(result.status == 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--disable-sandbox", "generate-documentation", "--target", "Demo",
      "--warnings-as-errors",
    ]
    process.currentDirectoryURL = package
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
