import Foundation

/// Output compared with a checked-in golden file, byte for byte.
///
/// Golden files are re-recorded on purpose only: run the tests with `NAVVIZ_RECORD_GOLDEN=1`,
/// then review the diff before committing it.
package enum GoldenFile {
  /// Why `data` differs from the golden file at `url` (the first line that differs), or `nil`
  /// when they are equal — or when recording, after writing `data` there.
  package static func mismatch(_ data: Data, at url: URL) throws -> String? {
    let name = url.lastPathComponent
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_GOLDEN"] == "1" {
      try data.write(to: url)
      return nil
    }
    guard let expected = try? Data(contentsOf: url) else {
      return "missing golden \(name); record it with NAVVIZ_RECORD_GOLDEN=1"
    }
    guard expected != data else { return nil }
    let actual = String(decoding: data, as: UTF8.self)
    let wanted = String(decoding: expected, as: UTF8.self)
    let firstDifference = zip(
      actual.split(separator: "\n", omittingEmptySubsequences: false),
      wanted.split(separator: "\n", omittingEmptySubsequences: false)
    )
    .enumerated().first { $0.element.0 != $0.element.1 }
    let place =
      firstDifference.map {
        "line \($0.offset + 1):\n  got:      \($0.element.0)\n  expected: \($0.element.1)"
      } ?? "lengths differ (\(data.count) vs \(expected.count) bytes)"
    return "\(name) differs from its golden file at \(place)"
  }
}
