import Foundation
import NavGraphCore
import NavGraphSyntax

/// The Swift files of an app, by path relative to its root: what a transformation reads and
/// writes. Plain text, so a transformed app can be written out, scanned, or compared as text.
package struct AppSources: Hashable, Sendable {
  package var files: [String: String]

  package init(files: [String: String]) {
    self.files = files
  }

  /// The files a scan of `root` reads (the scanner's own listing: hidden and test folders
  /// left out), by path relative to `root`. A file that is not UTF-8 is read with its invalid
  /// bytes replaced, as the scanner reads it.
  package static func read(root: String) throws(NavGraphError) -> AppSources {
    let base = URL(fileURLWithPath: root).standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    var files: [String: String] = [:]
    for file in try InputEnumerator(options: ScanOptions()).files(for: [base]) {
      guard file.absolutePath.hasPrefix(prefix),
        let data = FileManager.default.contents(atPath: file.absolutePath)
      else { continue }
      files[String(file.absolutePath.dropFirst(prefix.count))] =
        String(decoding: data, as: UTF8.self)
    }
    return AppSources(files: files)
  }

  /// Writes every file under `root`, creating folders as needed.
  package func write(to root: String) throws {
    let base = URL(fileURLWithPath: root)
    for (path, text) in files {
      let url = base.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// The paths in a fixed order, for walks whose output must not depend on hashing.
  package var sortedPaths: [String] { files.keys.sorted() }
}
