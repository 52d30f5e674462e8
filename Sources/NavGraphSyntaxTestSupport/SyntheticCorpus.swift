import Foundation
import NavGraphCore

/// A deterministic TCA-style code base for benchmarks and hardening tests: `files` features
/// of about 100 lines each, spread over 20 modules under `Sources/`, mixing the `@Reducer`
/// API (three files in four) with the older `Reducer` conformance, hand-written Destination
/// reducer and case paths (one in four). The same arguments always give the same bytes.
package enum SyntheticCorpus {
  package struct Written: Hashable, Sendable {
    package var files: Int
    package var lines: Int
    package var bytes: Int
  }

  /// The relative path and text of file `index` of a corpus of `count` files.
  package static func file(_ index: Int, of count: Int) -> (path: String, text: String) {
    let module = "Module\(index % 20)"
    let text = index % 4 == 3 ? LegacyFeatureSource(index, count).text
      : ModernFeatureSource(index, count).text
    return ("Sources/\(module)/Feature\(index).swift", text)
  }

  /// Writes the corpus under `directory` (created if needed).
  @discardableResult
  /// - Throws: Foundation's error for a file or folder it cannot write.
  package static func write(to directory: String, files count: Int = 2_000) throws -> Written {
    var written = Written(files: 0, lines: 0, bytes: 0)
    for index in 0..<count {
      let (path, text) = file(index, of: count)
      let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      written.files += 1
      written.lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
      written.bytes += text.utf8.count
    }
    return written
  }
}
