import Foundation
import Testing

/// `navviz render`'s choices of what a picture draws: the composition flags, the level, one
/// module, and what `--verbose` says the picture holds; and the combinations refused.
@Suite("navviz render: composition, levels and modules")
struct RenderLevelCommandTests {
  static let samples = ["samples/Inventory", "samples/StackExplorer", "samples/ParentChild"]

  private func render(_ extra: [String]) throws -> NavvizProcess.Result {
    try NavvizProcess.run(["render"] + Self.samples + extra, in: NavvizProcess.repository)
  }

  @Test func verboseSaysWhatThePictureDraws() throws {
    let result = try render(["--format", "dot", "--verbose"])
    #expect(result.status == 0, "\(result.stderr)")
    // The three samples' stores, in source order (by file), nothing unconnected.
    #expect(result.stderr.contains(
      "navviz: drawing 8 features; entry points: InventoryFeature, ParentReducer, RootFeature; "
        + "0 of 0 composition edges drawn\n"))
  }

  @Test func anOverviewAndOneModuleOfIt() throws {
    let overview = try render(["--format", "dot", "--overview"])
    #expect(overview.status == 0, "\(overview.stderr)")
    #expect(overview.output.components(separatedBy: "navviz-group\"").count - 1 == 3)
    let module = try render(["--format", "dot", "--module", "StackExplorer"])
    #expect(module.status == 0, "\(module.stderr)")
    #expect(module.output.contains("<B>RootFeature</B>"))
    #expect(!module.output.contains("<B>InventoryFeature</B>"))
    let unknown = try render(["--format", "dot", "--module", "Stack"])
    #expect(unknown.status != 0)
    #expect(unknown.stderr.contains("no module named \"Stack\" (close names: StackExplorer)"))
  }

  @Test func combinationsThatSayNothingAreRefused() throws {
    for (extra, message) in [
      (["--include-composition", "--no-composition"], "exclude each other"),
      (["--focus", "RootFeature", "--overview"], "--focus draws the features around one"),
      (["--overview", "--level", "feature"], "--overview and --level feature exclude each other"),
      (["--module", "StackExplorer", "--level", "feature"], "--module draws one module"),
    ] {
      let result = try render(["--format", "dot"] + extra)
      #expect(result.status == 2, "\(extra)")
      #expect(result.stderr.contains(message), "\(extra): \(result.stderr)")
    }
    let docc = try NavvizProcess.run(
      ["docs"] + Self.samples + ["--docc", "--overview", "-o", "/tmp/unused"],
      in: NavvizProcess.repository)
    #expect(docc.status == 2)
    #expect(docc.stderr.contains("--docc draws every feature"))
  }
}
