import Foundation

/// The apps of `Benchmarks/LintPrecision/corpus.tsv`: name and the folder navviz reads.
struct CorpusList {
  struct Entry {
    var name: String
    var folder: String
  }

  static func read(_ path: String) throws -> [Entry] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count >= 4, columns[0] != "name" else { return nil }
      return Entry(name: columns[0], folder: columns[3])
    }
  }
}
