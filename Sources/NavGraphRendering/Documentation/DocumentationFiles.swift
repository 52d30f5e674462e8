import Foundation

/// A generated documentation folder, in memory: file contents by path relative to the folder
/// (`/`-separated). Commands compare it with the disk before writing, so re-running on
/// unchanged sources touches no file.
package struct DocumentationFiles: Sendable, Equatable {
  package private(set) var contents: [String: Data] = [:]

  package init() {}

  package mutating func add(_ path: String, _ data: Data) {
    contents[path] = data
  }

  package mutating func add(_ path: String, text: String) {
    contents[path] = Data(text.utf8)
  }

  /// Every path, sorted, so reports list them in one order.
  package var paths: [String] { contents.keys.sorted() }

  package subscript(path: String) -> Data? { contents[path] }
}
