import Foundation
@testable import NavGraph

/// The repository's folders, found from this file so tests run from any working directory.
enum Fixtures {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let graphsFolder = repository.appendingPathComponent("samples/graphs")
  static let goldenFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  /// The example graphs in `samples/graphs/`, by file name without extension.
  static let graphNames = ["hostile-names", "inventory-tree", "stack-recursion", "syncups"]

  static func graphData(_ name: String) throws -> Data {
    try Data(contentsOf: graphsFolder.appendingPathComponent("\(name).json"))
  }

  static func graph(_ name: String) throws -> NavigationGraph {
    try NavigationGraph(jsonData: graphData(name))
  }
}

