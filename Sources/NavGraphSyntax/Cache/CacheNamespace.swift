import Foundation
import NavGraphCore

/// Which build of navviz made a cache's summaries: its version and, because a development
/// build changes its scanner without changing its version, the size and time of the
/// executable that runs. Summaries of one build are never read by another.
package struct CacheNamespace: Hashable, Sendable {
  package var version: String
  package var build: String

  package init(version: String, build: String) {
    self.version = version
    self.build = build
  }

  /// This process's.
  package static let current = CacheNamespace(
    version: NavvizVersion.current, build: executableFingerprint())

  private static let prefix = "summaries-"

  /// `summaries-0.1.0-<digest>`.
  package var folderName: String {
    var hash = ContentHash.empty
    hash.add(field: build)
    return Self.prefix + version + "-" + String(hash.description.prefix(16))
  }

  static func isFolderName(_ name: String) -> Bool { name.hasPrefix(prefix) }

  /// The running executable's size and modification time; empty when they cannot be read
  /// (then the version alone tells builds apart).
  private static func executableFingerprint() -> String {
    guard let path = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    else { return "" }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(path)|\(size)|\(time)"
  }
}
