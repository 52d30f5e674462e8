import Foundation

/// A golden file of these tests, in `Tests/NavGraphTracingTests/Golden/`.
func goldenURL(_ name: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent(name)
}
