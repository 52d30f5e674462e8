import Foundation
import Testing

/// `navviz render --lint`: findings on the picture.
@Suite("navviz render --lint")
struct RenderLintOverlayTests {
  @Test func brokenSampleDOTMatchesGolden() throws {
    let result = try NavvizProcess.run(
      ["render", "samples/Broken", "--lint", "--format", "dot", "--no-legend"],
      in: NavvizProcess.repository)
    #expect(result.status == 0, "\(result.stderr)")
    try LintGolden.check(result.output, "lint/broken-render.dot")
    #expect(result.output.contains("navviz-finding"))
    #expect(result.output.contains("[unreachable-destination-case]"))
  }

  @Test func withoutTheFlagNothingIsMarked() throws {
    let result = try NavvizProcess.run(
      ["render", "samples/Broken", "--format", "dot"], in: NavvizProcess.repository)
    #expect(result.status == 0)
    #expect(!result.output.contains("navviz-finding"))
  }
}
