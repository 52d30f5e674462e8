import Foundation
import Testing

@Suite("navviz --version")
struct VersionTests {
  /// What a bug report or a CI log quotes: the version alone on one line, exit 0.
  @Test func printsTheSemanticVersion() throws {
    let result = try NavvizProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(result.output)")
    #expect(result.stderr.isEmpty)
  }
}
