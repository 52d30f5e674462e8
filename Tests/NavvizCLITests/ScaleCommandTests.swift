import Foundation
import NavGraphCore
import NavGraphRendering
import NavGraphTestSupport
import Testing

/// A generated app of 1,000 features (`SyntheticGraph`) through the commands users run on
/// every commit: rendered whole and focused, linted, documented. The 10,000-feature run is
/// `make scale` (scripts/scale.sh). Nothing here is timed; the limit only turns a hang into a
/// failure.
@Suite("navviz at scale: 1,000 features", .timeLimit(.minutes(20)))
struct ScaleCommandTests {
  static let features = 1_000

  /// The generated graph, written once into a fresh folder.
  private func workspace() throws -> (folder: URL, graph: String) {
    let folder = try NavvizProcess.temporaryFolder()
    let graph = folder.appendingPathComponent("app.json")
    try SyntheticGraph.make(features: Self.features).jsonData().write(to: graph)
    return (folder, graph.path)
  }

  @Test func rendersTheWholeAppAndSuggestsFocus() throws {
    let (folder, graph) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Every feature: by default an app this big is drawn as an overview.
    let result = try NavvizProcess.run(["render", graph, "--format", "svg", "--level", "feature"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.hasPrefix("<?xml"))
    #expect(result.output.contains(">Feature999<"))
    // 1,000 is the largest full picture: a hint to focus, no compact drawing.
    #expect(result.stderr == """
      navviz: note: 1000 features in one picture; draw a readable part with --focus FEATURE \
      (and --depth N) or --root NAME

      """)
  }

  @Test func oneMoreFeatureDrawsCompactAndSaysSo() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let graph = folder.appendingPathComponent("app.json")
    try SyntheticGraph.make(features: Self.features + 1).jsonData().write(to: graph)
    let result = try NavvizProcess.run(
      ["render", graph.path, "--format", "dot", "--level", "feature"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains("navviz: note: 1001 features: over 1000, so edges carry no labels"))
    #expect(result.output.contains("nslimit=1"))
    // Formats Graphviz does not draw get no such note.
    let mermaid = try NavvizProcess.run(["render", graph.path, "--format", "json"])
    #expect(mermaid.status == 0)
    #expect(mermaid.stderr.isEmpty)
  }

  @Test func rendersAnOverviewByDefaultAndSaysSo() throws {
    let (folder, graph) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["render", graph, "--format", "svg"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.contains(">Module19<"))
    #expect(!result.output.contains(">Feature999<"))
    #expect(result.stderr == """
      navviz: note: 1000 features are more than one picture shows readably (over \
      \(DiagramScale.overviewAbove)), so this is an overview: one node per module (20); \
      --level feature draws every feature, --module NAME one module

      """)
  }

  @Test func rendersAFocusedPictureWithoutNotes() throws {
    let (folder, graph) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run([
      "render", graph, "--focus", "Feature40", "--depth", "2", "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.output.contains(">Feature40<"))
    #expect(!result.output.contains(">Feature999<"))
  }

  @Test func lints() throws {
    let (folder, graph) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", graph, "--reporter", "json"])
    // 1 means findings at error severity; anything else is a failure to lint.
    #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
    let report = try JSONSerialization.jsonObject(with: result.stdout)
    #expect(report is [Any] || report is [String: Any])
  }

  @Test func documentsEveryFeature() throws {
    let (folder, graph) = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["docs", graph, "-o", "docs"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("docs/features").path)
    // Every feature that navigates gets a page: the ones presenting children, about a third.
    #expect(pages.count >= Self.features / 3)
    let check = try NavvizProcess.run(["docs", graph, "-o", "docs", "--check"], in: folder)
    #expect(check.status == 0, "\(check.stderr)")
  }
}
