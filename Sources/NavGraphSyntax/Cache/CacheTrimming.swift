import Foundation

/// Keeps a cache folder from growing without end: once a day at most, entries not written for
/// two weeks and temporary files older than an hour (a run killed while writing) are removed.
/// Every edit of a file adds an entry, and nothing else ever removes the old ones.
enum CacheTrimming {
  static let maximumAge: TimeInterval = 14 * 24 * 3600
  static let temporaryAge: TimeInterval = 3600
  static let interval: TimeInterval = 24 * 3600
  private static let marker = "last-trimmed"

  static func trimIfDue(_ folder: URL, now: Date = Date()) {
    let manager = FileManager.default
    let markerPath = folder.appendingPathComponent(marker).path
    if let attributes = try? manager.attributesOfItem(atPath: markerPath),
      let last = attributes[.modificationDate] as? Date,
      now.timeIntervalSince(last) < interval
    {
      return
    }
    // Marked first: two runs starting together then rarely both walk the folder.
    _ = manager.createFile(atPath: markerPath, contents: Data())
    trim(folder, now: now)
  }

  static func trim(_ folder: URL, now: Date) {
    let manager = FileManager.default
    guard let shards = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
    for shard in shards where shard != marker {
      let shardPath = folder.appendingPathComponent(shard).path
      for name in (try? manager.contentsOfDirectory(atPath: shardPath)) ?? [] {
        let path = shardPath + "/" + name
        guard let attributes = try? manager.attributesOfItem(atPath: path),
          let modified = attributes[.modificationDate] as? Date
        else { continue }
        let limit = name.hasSuffix(".tmp") ? temporaryAge : maximumAge
        if now.timeIntervalSince(modified) > limit { try? manager.removeItem(atPath: path) }
      }
    }
  }
}
