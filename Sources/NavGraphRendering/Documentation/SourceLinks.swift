import Foundation
import NavGraphCore

/// Relative links from generated pages to source files, so a docs folder works on GitHub, in
/// a static site and offline.
///
/// Source locations are relative to `sourceRoot`; pages live in `outputDirectory`. A location
/// whose file does not exist there (a graph JSON input scanned elsewhere) gets no link: a
/// link that resolves nowhere is worse than plain text.
package struct SourceLinks: Sendable {
  package var sourceRoot: URL
  package var outputDirectory: URL

  package init(sourceRoot: URL, outputDirectory: URL) {
    self.sourceRoot = sourceRoot.standardizedFileURL
    self.outputDirectory = outputDirectory.standardizedFileURL
  }

  /// The link from the page at `page` (relative to the output directory) to `location`:
  /// a relative path, percent-encoded, with GitHub's `#L<line>` anchor.
  func link(to location: SourceLocation, fromPage page: String) -> String? {
    let target = location.file.hasPrefix("/")
      ? URL(fileURLWithPath: location.file)
      : sourceRoot.appendingPathComponent(location.file)
    guard FileManager.default.fileExists(atPath: target.path) else { return nil }
    let pageFolder = outputDirectory.appendingPathComponent(page).deletingLastPathComponent()
    let path = Self.relativePath(from: pageFolder, to: target.standardizedFileURL)
    return Self.percentEncoded(path) + (location.line.map { "#L\($0)" } ?? "")
  }

  /// `prefix` + file + `#L<line>`, for DocC, which cannot link a file relatively.
  static func absoluteLink(prefix: String, to location: SourceLocation) -> String {
    prefix + percentEncoded(location.file) + (location.line.map { "#L\($0)" } ?? "")
  }

  static func relativePath(from folder: URL, to file: URL) -> String {
    let from = folder.resolvingSymlinksInPath().pathComponents
    let to = file.resolvingSymlinksInPath().pathComponents
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...]).joined(separator: "/")
  }

  /// Everything but unreserved characters and `/` is escaped: Markdown link destinations end
  /// at a space or an unbalanced parenthesis.
  static func percentEncoded(_ path: String) -> String {
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
