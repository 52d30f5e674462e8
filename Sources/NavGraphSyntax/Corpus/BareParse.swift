import Foundation
import SwiftParser

/// The benchmark's baseline: read each file and `Parser.parse` it, nothing else, on one
/// thread. Here rather than in the benchmark so the benchmark needs no swift-syntax product.
public enum BareParse {
  /// Parses every `.swift` file under `directory`; returns how many were parsed.
  public static func parseAll(under directory: String) -> Int {
    let paths = swiftFiles(under: directory)
    var parsed = 0
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let bytes = [UInt8](data)
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      if !tree.statements.isEmpty { parsed += 1 }
    }
    return parsed
  }

  /// Sorted paths of the `.swift` files under `directory`.
  public static func swiftFiles(under directory: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var paths: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift") { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
  }
}
