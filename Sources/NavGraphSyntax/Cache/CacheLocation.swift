import Foundation

/// Where navviz keeps its cache when told no folder: the platform's cache folder
/// (`~/Library/Caches/navviz` on macOS, `$XDG_CACHE_HOME/navviz` or `~/.cache/navviz`
/// elsewhere), else the temporary folder.
package enum CacheLocation {
  package static var platform: URL {
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return caches.appendingPathComponent("navviz", isDirectory: true)
  }

  /// The summaries' folder under a cache root.
  package static func summaries(under root: URL) -> URL {
    root.appendingPathComponent("summaries", isDirectory: true)
  }
}
