import Foundation
import NavGraphTestSupport
import Testing

/// Compares output with a golden file in `Tests/NavGraphRenderingTests/Golden/` (see
/// `GoldenFile`).
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  static func check(
    _ data: Data, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    if let mismatch = try GoldenFile.mismatch(data, at: folder.appendingPathComponent(name)) {
      Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
  }
}
