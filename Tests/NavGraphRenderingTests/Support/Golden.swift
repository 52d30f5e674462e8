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

extension Golden {
  /// The golden Markdown pages under `folder`, relative to it, sorted: a folder of goldens
  /// stands for a folder of pages.
  static func pages(under folder: String) -> [String] {
    let root = Golden.folder.appendingPathComponent(folder).path
    let enumerator = FileManager.default.enumerator(atPath: root)
    var pages: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".md") { pages.append(path) }
    }
    return pages.sorted()
  }
}
