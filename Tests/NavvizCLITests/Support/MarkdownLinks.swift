import Foundation

/// The link and image destinations in a Markdown file, to check that each one resolves.
enum MarkdownLinks {
  /// Destinations of `[text](destination)` and `![alt](destination)`, in order.
  static func destinations(in markdown: String) -> [String] {
    var result: [String] = []
    var rest = Substring(markdown)
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      result.append(String(after[..<close]))
      rest = after[close...]
    }
    return result
  }

  /// The file a relative destination names, seen from the Markdown file at `page`; nil for
  /// an absolute URL or path, which docs must not contain.
  static func target(of destination: String, from page: URL) -> URL? {
    if destination.contains("://") || destination.hasPrefix("/") { return nil }
    let path = destination.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
    let decoded = path.removingPercentEncoding ?? path
    return page.deletingLastPathComponent().appendingPathComponent(decoded).standardizedFileURL
  }
}
