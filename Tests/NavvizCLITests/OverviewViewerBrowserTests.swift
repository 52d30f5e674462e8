import Foundation
import Testing

/// An overview in the HTML viewer: it opens on the overview, a click on a module opens the
/// module's own picture, its other modules open theirs, and the Overview button comes back.
/// Skipped, with the reason, where no Chromium is installed.
@Suite(
  "An overview in the HTML viewer, in Chromium",
  .enabled(
    if: HeadlessChromium.executable != nil, "chromium is not installed (make deps installs it)"),
  .serialized)
struct OverviewViewerBrowserTests {
  /// Set NAVVIZ_SCREENSHOTS=DIR to keep the screenshots and look at them.
  private func keep(_ png: Data, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["NAVVIZ_SCREENSHOTS"] else { return }
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    try? png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
  }

  private func state(_ browser: HeadlessChromium) throws -> [String: Any] {
    try browser.evaluate("window.navviz.state()") as? [String: Any] ?? [:]
  }

  /// The id of the drawn node named `name` in the picture shown now.
  private func drawnID(_ browser: HeadlessChromium, named name: String) throws -> String {
    let id = try browser.evaluate("""
      (function () {
        var found = Array.prototype.filter.call(
          document.querySelectorAll("#navviz-canvas g.node text"), function (text) {
            return text.textContent === "\(name)";
          });
        return found.length > 0 ? found[0].closest("g.node").id : null;
      })()
      """) as? String
    return try #require(id, "no node named \(name) in the picture shown")
  }

  @Test func aClickOnAModuleOpensItAndTheOverviewButtonComesBack() throws {
    let viewer = try ViewerFile(extra: ["--overview"])
    defer { viewer.remove() }
    let browser = try HeadlessChromium()
    try browser.open(viewer.url)
    #expect(try state(browser)["picture"] as? String == "Navigation")
    #expect(try browser.evaluate("document.getElementById('navviz-back').hidden") as? Bool == true)
    #expect(try browser.evaluate(
      "document.querySelectorAll('#navviz-canvas g.navviz-group').length") as? Int == 3)
    let overview = try browser.screenshot()
    keep(overview, "overview-1")

    try browser.click("#\(try drawnID(browser, named: "StackExplorer"))")
    #expect(try browser.wait(until: "window.navviz.state().picture === 'StackExplorer'"))
    #expect(try browser.evaluate("document.getElementById('navviz-back').hidden") as? Bool == false)
    #expect(try browser.evaluate("document.getElementById('navviz-where').textContent")
      as? String == "StackExplorer")
    // The module's features, drawn one by one, and selectable as in any picture.
    let root = try drawnID(browser, named: "RootFeature")
    try browser.click("#\(root)")
    #expect(try state(browser)["selected"] as? String == root)
    let panel = try state(browser)["panel"] as? String ?? ""
    #expect(panel.contains("Presents and pushes"), "\(panel)")
    let module = try browser.screenshot()
    keep(module, "overview-2-module")
    #expect(module != overview)

    try browser.click("#navviz-back")
    #expect(try browser.wait(until: "window.navviz.state().picture === 'Navigation'"))
    #expect(try state(browser)["selected"] == nil || state(browser)["selected"] is NSNull)
    #expect(try browser.evaluate(
      "document.querySelectorAll('#navviz-canvas g.navviz-group').length") as? Int == 3)
  }
}
