import Foundation

/// A generated documentation folder, in memory: file contents by path relative to the folder
/// (`/`-separated). Commands compare it with the disk before writing, so re-running on
/// unchanged sources touches no file.
public struct DocumentationFiles: Sendable, Equatable {
  public private(set) var contents: [String: Data] = [:]

  public init() {}

  public mutating func add(_ path: String, _ data: Data) {
    contents[path] = data
  }

  public mutating func add(_ path: String, text: String) {
    contents[path] = Data(text.utf8)
  }

  /// Every path, sorted, so reports list them in one order.
  public var paths: [String] { contents.keys.sorted() }

  public subscript(path: String) -> Data? { contents[path] }
}
