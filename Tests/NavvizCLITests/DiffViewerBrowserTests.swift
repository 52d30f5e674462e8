import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `navviz diff --format html` in headless Chromium: the page runs, the changes are marked on
/// the picture, and the panel of a changed edge says what changed.
@Suite(
  "navviz diff --format html in Chromium",
  .enabled(
    if: HeadlessChromium.executable != nil, "chromium is not installed (make deps installs it)"),
  .serialized)
struct DiffViewerBrowserTests {
  @Test func theChangesAreMarkedAndListedInThePanel() throws {
    let workspace = try DiffWorkspace(
      base: DiffFixtures.files(DiffFixtures.featureAdded),
      head: DiffFixtures.files(DiffFixtures.edgeRestyled))
    defer { workspace.remove() }
    let result = try workspace.run(["diff", "base", "head", "-o", "diff.html"])
    #expect(result.status == 0, "\(result.stderr)")
    // Well-formed XHTML, like every page of the viewer.
    _ = try XMLDocument(contentsOf: workspace.url("diff.html"), options: [])

    let browser = try HeadlessChromium()
    try browser.open(workspace.url("diff.html"))
    #expect(try browser.evaluate("typeof window.navviz") as? String == "object")
    #expect(
      try browser.evaluate("document.title") as? String
        == "Navigation changes: 2 changes (features: 1 removed; edges: 1 restyled)")
    let restyled = try #require(
      try browser.evaluate(
        "document.querySelector('g.edge.navviz-restyled') && "
          + "document.querySelector('g.edge.navviz-restyled').id") as? String)
    #expect(
      try browser.evaluate(
        "document.querySelectorAll('g.node.navviz-faded').length > 0") as? Bool == true)
    let point = try browser.midpoint(ofPath: "#\(restyled) path")
    try browser.click(x: point.x, y: point.y)
    #expect(try browser.wait(until: "window.navviz.state().selected === '\(restyled)'"))
    let panel = try browser.evaluate("window.navviz.state().panel") as? String ?? ""
    #expect(panel.contains("Changes"))
    #expect(panel.contains("style sheet → fullScreenCover"))
    let removed = try #require(
      try browser.evaluate(
        """
        JSON.parse(document.getElementById("navviz-data").textContent).nodes
          .filter(function (n) { return n.name === "OnboardingFeature"; })[0].notes.join()
        """) as? String)
    #expect(removed == "removed")
  }
}
