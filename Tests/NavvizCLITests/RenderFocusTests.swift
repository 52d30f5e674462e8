import Foundation
import Testing

/// `--focus`, `--depth` and `--exclude-feature` from the command line.
@Suite("navviz render --focus")
struct RenderFocusTests {
  @Test func unknownFeatureNamesCloseOnes() throws {
    let result = try NavvizProcess.run([
      "render", NavvizProcess.graph("syncups"), "--focus", "SyncUpDetial",
    ])
    #expect(result.status == 2)
    #expect(result.stderr == """
      navviz: error: \(NavvizProcess.graph("syncups")): no feature named "SyncUpDetial" \
      (close names: SyncUpDetail)

      """)
  }

  @Test func depthNeedsAFocus() throws {
    let result = try NavvizProcess.run(["render", NavvizProcess.graph("syncups"), "--depth", "2"])
    #expect(result.status == 2)
    #expect(result.stderr == "navviz: error: --depth needs --focus FEATURE\n")
  }

  @Test func focusDrawsTheNeighbourhoodInEveryFormat() throws {
    for format in ["svg", "dot", "mermaid", "json"] {
      let result = try NavvizProcess.run([
        "render", NavvizProcess.graph("syncups"), "--focus", "SyncUpsList", "--format", format,
      ])
      #expect(result.status == 0, "\(format): \(result.stderr)")
      #expect(result.output.contains("SyncUpForm"), "\(format)")
      #expect(!result.output.contains("RecordMeeting"), "\(format)")
    }
  }

  @Test func unusedExclusionWarns() throws {
    let result = try NavvizProcess.run([
      "render", NavvizProcess.graph("syncups"), "--exclude-feature", "Nothing*", "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "navviz: warning: --exclude-feature Nothing* matches no feature\n")
  }
}
