import Foundation

/// Files the server writes for the editor to open: each rule's explanation (what a
/// diagnostic's link opens: `navviz rules ID` as a page) and the pictures the picture command
/// draws. They live in a folder of the cache, never in the workspace.
package struct ServerFiles: Sendable {
  package let folder: URL
  private let host: ServerHost

  package init(folder: URL, host: ServerHost) {
    self.folder = folder
    self.host = host
  }

  /// The page explaining `rule`, written the first time it is asked for; `nil` when it cannot
  /// be written (the link is then left out).
  package func rulePage(_ rule: String) -> URL? {
    let page = folder.appendingPathComponent("rules", isDirectory: true)
      .appendingPathComponent(rule + ".md")
    if FileManager.default.fileExists(atPath: page.path) { return page }
    guard let text = host.ruleExplanation(rule), write(Data(text.utf8), to: page) else {
      return nil
    }
    return page
  }

  /// Where the picture around `feature` goes.
  package func picture(of feature: String) -> URL {
    let name = feature.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }
    return folder.appendingPathComponent("pictures", isDirectory: true)
      .appendingPathComponent(String(name) + ".html")
  }

  /// Writes `data` whole (a temporary file renamed into place), so a page open in a browser is
  /// never half written; `false` when it could not be written.
  @discardableResult
  package func write(_ data: Data, to url: URL) -> Bool {
    let manager = FileManager.default
    do {
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
      return true
    } catch {
      return false
    }
  }
}
