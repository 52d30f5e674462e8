import Foundation
import NavGraphCore

/// The repository's folders and example graphs, found from this file so tests run from any
/// working directory.
package enum Fixtures {
  package static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  package static let graphsFolder = repository.appendingPathComponent("samples/graphs")

  /// The example graphs in `samples/graphs/`, by file name without extension.
  package static let graphNames = ["hostile-names", "inventory-tree", "stack-recursion", "syncups"]

  package static func graphData(_ name: String) throws -> Data {
    try Data(contentsOf: graphsFolder.appendingPathComponent("\(name).json"))
  }

  package static func graph(_ name: String) throws -> NavigationGraph {
    try NavigationGraph(jsonData: graphData(name))
  }
}
