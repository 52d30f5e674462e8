import Foundation

/// The apps of `Benchmarks/LintPrecision/corpus.tsv`: each one's name and the folder navviz
/// reads in its checkout, by the header's column names.
struct CorpusList {
  struct Entry {
    var name: String
    var folder: String
  }

  static func read(_ path: String) throws -> [Entry] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = rows.first, let name = header.firstIndex(of: "name"),
      let folder = header.firstIndex(of: "folder")
    else { return [] }
    return rows.dropFirst().filter { $0.count > max(name, folder) }.map {
      Entry(name: $0[name], folder: $0[folder])
    }
  }
}
