import Foundation
import Testing

/// `navviz render --lint`: findings on the picture.
@Suite("navviz render --lint")
struct RenderLintOverlayTests {
  /// The whole picture is the renderer's tests' golden (NavGraphRenderingTests, over the
  /// sample as scanned and linted).
  @Test func brokenSampleMarksItsFindings() throws {
    let result = try NavvizProcess.run(
      ["render", "samples/Broken", "--lint", "--format", "dot", "--no-legend"],
      in: NavvizProcess.repository)
    #expect(result.status == 0, "\(result.stderr)")
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
