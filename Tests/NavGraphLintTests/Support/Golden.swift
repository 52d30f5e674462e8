import Foundation
import Testing

/// Compares output with a golden file in `Tests/NavGraphLintTests/Golden/`.
///
/// Golden files are re-recorded on purpose only: run the tests with
/// `NAVVIZ_RECORD_GOLDEN=1`, then review the diff before committing it.
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  static func check(
    _ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_GOLDEN"] == "1" {
      try Data(text.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing golden \(name); record it with NAVVIZ_RECORD_GOLDEN=1",
                   sourceLocation: sourceLocation)
      return
    }
    if expected != text {
      let pairs = zip(text.split(separator: "\n", omittingEmptySubsequences: false),
                      expected.split(separator: "\n", omittingEmptySubsequences: false))
      let first = pairs.enumerated().first { $0.element.0 != $0.element.1 }
      let detail = first.map {
        "line \($0.offset + 1):\n  got:      \($0.element.0)\n  expected: \($0.element.1)"
      } ?? "lengths differ"
      Issue.record("\(name) differs from its golden file at \(detail)",
                   sourceLocation: sourceLocation)
    }
  }
}
