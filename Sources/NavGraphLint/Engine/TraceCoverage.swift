import Foundation
import NavGraph

/// Which destination and stack cases recorded flows visited, for `navviz lint --traces DIR`.
///
/// The trace format belongs to the flows issue (7), which has not landed yet. Until it does,
/// navviz reads this minimal, forward-compatible subset of it from every `*.json` file in DIR:
/// any JSON object, at any depth, that has string members `via` (the enum reducer, as in a
/// graph edge) and `case` counts as a visit of that case:
///
///     {"traceVersion": 1, "steps": [
///       {"action": "addButtonTapped",
///        "events": [{"event": "presented", "feature": "Inventory", "field": "destination",
///                    "via": "Inventory.Destination", "case": "addItem"}]}]}
///
/// So a richer trace that names `via`/`case` on its navigation events keeps working.
public struct TraceCoverage: Hashable, Sendable {
  /// `via|case` keys.
  public private(set) var visited: Set<String>
  /// How many trace files were read.
  public private(set) var traceCount: Int

  public init(visited: [(via: String, case: String)] = [], traceCount: Int = 0) {
    self.visited = Set(visited.map { $0.via + "|" + $0.case })
    self.traceCount = traceCount
  }

  public func visited(_ via: String, case caseName: String) -> Bool {
    visited.contains(via + "|" + caseName)
  }

  /// Reads every `*.json` file in `directory` (not recursively), in name order.
  public static func read(directory: String) throws(NavGraphError) -> TraceCoverage {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
      let names = try? manager.contentsOfDirectory(atPath: directory)
    else {
      throw .fileNotReadable(path: directory, reason: "not a readable directory")
    }
    var coverage = TraceCoverage()
    for name in names.sorted() where name.hasSuffix(".json") {
      let path = (directory as NSString).appendingPathComponent(name)
      guard let data = manager.contents(atPath: path) else {
        throw .fileNotReadable(path: path, reason: "permission denied")
      }
      guard let object = try? JSONSerialization.jsonObject(with: data) else {
        throw .fileNotReadable(path: path, reason: "trace is not valid JSON")
      }
      coverage.collect(object)
      coverage.traceCount += 1
    }
    return coverage
  }

  private mutating func collect(_ object: Any) {
    if let dictionary = object as? [String: Any] {
      if let via = dictionary["via"] as? String, let name = dictionary["case"] as? String {
        visited.insert(via + "|" + name)
      }
      for value in dictionary.values { collect(value) }
    } else if let array = object as? [Any] {
      for value in array { collect(value) }
    }
  }
}
