import Foundation
import NavGraphSyntax
import SwiftParser

/// The scan benchmark's baseline: read each file and `Parser.parse` it, nothing else, on one
/// thread. Here, beside the corpus, so the benchmarks and the fuzzer need no swift-syntax
/// product of their own.
package enum BareParse {
  /// Parses every `.swift` file under `directory`; returns how many were parsed. With
  /// `threads` above 1 the files are shared out over that many threads, the way the scanner
  /// shares them: the most parsing alone can gain from the cores, the ceiling for a scan.
  package static func parseAll(under directory: String, threads: Int = 1) -> Int {
    let paths = swiftFiles(under: directory)
    guard threads > 1 else { return paths.reduce(0) { $0 + (parse(path: $1) ? 1 : 0) } }
    return paths.parallelMap(jobs: threads, stackSize: ScanLimits.workerStackSize, parse)
      .reduce(0) { $0 + ($1 ? 1 : 0) }
  }

  /// Reads and parses one file; whether it had statements.
  private static func parse(path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    let bytes = [UInt8](data)
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    return !tree.statements.isEmpty
  }

  /// Sorted paths of the `.swift` files under `directory`.
  package static func swiftFiles(under directory: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var paths: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift") { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
  }
}
