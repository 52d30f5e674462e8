import Foundation
import Testing

/// Compares output with a golden file in `Tests/NavGraphTests/Golden/`.
///
/// Golden files are re-recorded on purpose only: run the tests with
/// `NAVVIZ_RECORD_GOLDEN=1`, then review the diff before committing it.
enum Golden {
  static func check(_ data: Data, _ name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let url = Fixtures.goldenFolder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_GOLDEN"] == "1" {
      try data.write(to: url)
      return
    }
    guard let expected = try? Data(contentsOf: url) else {
      Issue.record("missing golden \(name); record it with NAVVIZ_RECORD_GOLDEN=1",
                   sourceLocation: sourceLocation)
      return
    }
    if expected != data {
      let actual = String(decoding: data, as: UTF8.self)
      let wanted = String(decoding: expected, as: UTF8.self)
      let firstDifference = zip(actual.split(separator: "\n", omittingEmptySubsequences: false),
                                wanted.split(separator: "\n", omittingEmptySubsequences: false))
        .enumerated().first { $0.element.0 != $0.element.1 }
      let where_ = firstDifference.map {
        "line \($0.offset + 1):\n  got:      \($0.element.0)\n  expected: \($0.element.1)"
      } ?? "lengths differ (\(data.count) vs \(expected.count) bytes)"
      Issue.record("\(name) differs from its golden file at \(where_)",
                   sourceLocation: sourceLocation)
    }
  }
}
