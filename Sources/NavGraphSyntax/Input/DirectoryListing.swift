import Foundation

/// How the input enumerator reads the entries of a folder.
///
/// File systems list a folder in no promised order (ext4 by name hash, tmpfs newest first,
/// APFS by name), and the enumerator sorts what it gets, so the scan never depends on it. This
/// seam lets tests hand it other orders (reversed, shuffled) and check that nothing changes.
package struct DirectoryListing: Sendable {
  /// The names in the folder at the path, or nil when it cannot be listed.
  package var entries: @Sendable (String) -> [String]?

  package init(entries: @escaping @Sendable (String) -> [String]?) {
    self.entries = entries
  }

  /// What the file system says, in whatever order it says it.
  package static let fileSystem = DirectoryListing { path in
    try? FileManager.default.contentsOfDirectory(atPath: path)
  }
}
