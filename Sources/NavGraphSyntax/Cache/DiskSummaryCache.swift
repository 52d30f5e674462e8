import Foundation
import NavGraphCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Summaries kept on disk between runs of the CLI or the build tool plugin: one small file per
/// summary, named by its key's digest, in a folder of their own for this build of navviz.
///
/// Safe under concurrent runs: an entry is written to a temporary file beside it and renamed
/// into place, so a reader sees a whole entry or none, and two runs writing the same entry
/// write the same bytes. An entry that cannot be read or decoded, or that belongs to another
/// file, is a miss; writing is best effort. Nothing here ever fails a scan.
package struct DiskSummaryCache: SummaryCache {
  /// This build's folder under the cache's root.
  package let folder: URL

  /// The cache under `root`, for the build of navviz `namespace` names. Folders other builds
  /// left under `root` are removed: their summaries were made by other code.
  package init(root: URL, namespace: CacheNamespace = .current) {
    folder = root.appendingPathComponent(namespace.folderName, isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    Self.removeOtherNamespaces(in: root, keeping: namespace)
    CacheTrimming.trimIfDue(folder)
  }

  package func summary(for key: SummaryKey) -> FileSummary? {
    guard let data = try? Data(contentsOf: entry(key.digest)),
      let summary = try? JSONDecoder().decode(FileSummary.self, from: data),
      summary.file == key.file
    else { return nil }
    return summary
  }

  package func keep(_ summary: FileSummary, for key: SummaryKey) {
    guard let data = try? JSONEncoder().encode(summary) else { return }
    let target = entry(key.digest)
    try? FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    Self.replace(target.path, with: data)
  }

  /// `ab/cdef….json`: 256 subfolders keep each folder small.
  private func entry(_ digest: ContentHash) -> URL {
    let name = digest.description
    return folder.appendingPathComponent(String(name.prefix(2)), isDirectory: true)
      .appendingPathComponent(String(name.dropFirst(2)) + ".json")
  }

  /// Writes `data` to a new temporary file beside `path` and renames it over `path`.
  private static func replace(_ path: String, with data: Data) {
    let temporary = path + ".\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    let written = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    close(descriptor)
    if !written || rename(temporary, path) != 0 { unlink(temporary) }
  }

  private static func removeOtherNamespaces(in root: URL, keeping namespace: CacheNamespace) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names where CacheNamespace.isFolderName(name) && name != namespace.folderName {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
  }
}
