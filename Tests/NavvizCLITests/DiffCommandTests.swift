import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `navviz diff` on two versions of a small app: one test per kind of change, each asserting
/// the whole report in every format against its golden file (`Golden/diff/`).
@Suite("navviz diff")
struct DiffCommandTests {
  static let formats = [("text", "txt"), ("markdown", "md"), ("json", "json"), ("dot", "dot")]

  private func check(
    _ name: String, base: [(String, String)] = [], head: [(String, String)] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let workspace = try DiffWorkspace(
      base: DiffFixtures.files(base), head: DiffFixtures.files(head))
    defer { workspace.remove() }
    for (format, ext) in Self.formats {
      let result = try workspace.run(["diff", "base", "head", "--format", format])
      #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
      try LintGolden.check(result.output, "diff/\(name).\(ext)", sourceLocation: sourceLocation)
    }
  }

  @Test func aFeatureAdded() throws {
    try check("feature-added", head: DiffFixtures.featureAdded)
  }

  @Test func aFeatureRemoved() throws {
    try check("feature-removed", base: DiffFixtures.featureAdded)
  }

  @Test func aFeatureRenamed() throws {
    try check("feature-renamed", head: DiffFixtures.featureRenamed)
  }

  @Test func anEdgeAdded() throws {
    try check("edge-added", head: DiffFixtures.edgeAdded)
  }

  @Test func anEdgeRemoved() throws {
    try check("edge-removed", base: DiffFixtures.edgeAdded)
  }

  @Test func aSheetTurnedIntoAFullScreenCover() throws {
    try check("edge-restyled", head: DiffFixtures.edgeRestyled)
  }

  @Test func aDestinationCaseTurnedIntoAnOptionalChild() throws {
    try check("edge-kind-changed", head: DiffFixtures.edgeKindChanged)
  }

  @Test func aScreenNoRootReachesAnyMore() throws {
    try check("reachability-lost", head: DiffFixtures.reachabilityLost)
  }

  @Test func aNewLintFinding() throws {
    try check("finding-new", head: DiffFixtures.findingNew)
  }

  @Test func aFixedLintFinding() throws {
    try check("finding-fixed", base: DiffFixtures.findingNew)
  }

  @Test func equalSidesReportNothingAndExitZero() throws {
    let workspace = try DiffWorkspace(base: DiffFixtures.files(), head: DiffFixtures.files())
    defer { workspace.remove() }
    let result = try workspace.run(["diff", "base", "head", "--fail-on-change"])
    #expect(result.status == 0)
    #expect(result.output == "navviz diff: no changes (4 features, 2 edges compared)\n")
    let markdown = try workspace.run(["diff", "base", "head", "--format", "markdown"])
    #expect(
      markdown.output == """
        <!-- navviz-diff -->
        ### Navigation changes

        No changes: 4 features, 2 edges compared.

        """)
  }

  @Test func failOnChangeExitsOneAndStillWritesTheReport() throws {
    let workspace = try DiffWorkspace(
      base: DiffFixtures.files(), head: DiffFixtures.files(DiffFixtures.edgeRestyled))
    defer { workspace.remove() }
    let result = try workspace.run(
      ["diff", "base", "head", "--fail-on-change", "-o", "diff.md"])
    #expect(result.status == 1)
    #expect(FileManager.default.fileExists(atPath: workspace.url("diff.md").path))
    #expect(result.stderr == "navviz diff: 1 change (edges: 1 restyled)\n")
  }

  @Test func graphJSONSidesCompareLikeSources() throws {
    let workspace = try DiffWorkspace(
      base: DiffFixtures.files(), head: DiffFixtures.files(DiffFixtures.edgeRestyled))
    defer { workspace.remove() }
    for side in ["base", "head"] {
      let rendered = try workspace.run(["render", side, "--format", "json", "-o", "\(side).json"])
      #expect(rendered.status == 0, "\(rendered.stderr)")
    }
    let result = try workspace.run(["diff", "base.json", "head.json", "--no-lint"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.output == """
        ~ edge AppFeature .destination → AppFeature.Destination .settings → SettingsFeature \
        (destination): style sheet → fullScreenCover
        navviz diff: 1 change (edges: 1 restyled)

        """)
  }

  @Test func aMalformedSideExitsTwoAndWritesNothing() throws {
    let workspace = try DiffWorkspace(base: DiffFixtures.files(), head: [:])
    defer { workspace.remove() }
    try Data(#"{"schemaVersion": 1, "features": [{"name": 3}]}"#.utf8)
      .write(to: workspace.url("broken.json"))
    for output in ["diff.md", "diff.svg"] {
      let result = try workspace.run(["diff", "base", "broken.json", "-o", output])
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix("navviz: error: broken.json: malformed graph: features[0]"))
      #expect(!FileManager.default.fileExists(atPath: workspace.url(output).path))
    }
    let missing = try workspace.run(["diff", "base", "nowhere", "-o", "diff.md"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nowhere"))
    let one = try workspace.run(["diff", "base"])
    #expect(one.status == 2)
    #expect(
      one.stderr == "navviz: error: give BASE and HEAD (two inputs), or --base REF and "
        + "the paths to compare\n")
  }

  @Test func theSVGIsXMLAndMarksTheChanges() throws {
    let workspace = try DiffWorkspace(
      base: DiffFixtures.files(DiffFixtures.featureAdded),
      head: DiffFixtures.files(DiffFixtures.edgeRestyled + DiffFixtures.edgeAdded))
    defer { workspace.remove() }
    let result = try workspace.run(["diff", "base", "head", "-o", "diff.svg"])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try XMLDocument(contentsOf: workspace.url("diff.svg"), options: [])
    #expect(document.rootElement()?.name == "svg")
    let classes = Set(
      try document.nodes(forXPath: "//@class").compactMap(\.stringValue)
        .flatMap { $0.split(separator: " ").map(String.init) })
    #expect(classes.isSuperset(of: ["navviz-diff", "navviz-added", "navviz-restyled"]))
    let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    for text in ["REMOVED", "OnboardingFeature", "added", "was sheet"] {
      #expect(texts.contains(text), "\(text)")
    }
  }

  @Test func aContextDrawsOnlyTheChangedPart() throws {
    let workspace = try DiffWorkspace(
      base: DiffFixtures.files(), head: DiffFixtures.files(DiffFixtures.featureAdded))
    defer { workspace.remove() }
    let result = try workspace.run(["diff", "base", "head", "--context", "0", "--format", "dot"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.contains("OnboardingFeature"))
    #expect(!result.output.contains("DetailFeature"))
  }
}
