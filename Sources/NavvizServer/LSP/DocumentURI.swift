import Foundation

/// `file://` URIs, as clients send them (percent-encoded), and the paths they stand for.
enum DocumentURI {
  /// The absolute path of a `file:` URI, `nil` for any other URI.
  static func path(_ uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.standardizedFileURL.path
    return path.isEmpty ? nil : path
  }

  static func uri(path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
  }
}
