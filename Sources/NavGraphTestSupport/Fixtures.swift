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

  /// What `navviz` scans of a sample, saved as a graph (`samples/graphs/scanned/`): the
  /// renderers' tests draw it as the CLI does, without scanning, and NavvizCLITests checks
  /// that the scanner still makes exactly it.
  package struct ScannedSample: Sendable {
    /// The file name without extension.
    package var name: String
    /// The samples' folders, from the repository, scanned together.
    package var folders: [String]
    /// Scanned with `--lint`: the graph carries lint's findings.
    package var linted: Bool
    /// The features the sample's stores start from, which the CLI hands every picture
    /// (`render --verbose` lists them): not part of the graph's JSON.
    package var entryPoints: [String]

    package var url: URL { graphsFolder.appendingPathComponent("scanned/\(name).json") }

    package func graph() throws -> NavigationGraph {
      try NavigationGraph(jsonData: Data(contentsOf: url))
    }
  }

}

extension Fixtures.ScannedSample {
  package static let broken = Self(
    name: "broken", folders: ["samples/Broken"], linted: true,
    entryPoints: [
      "AppFeature", "Checkout", "Contacts", "Inbox", "LegacyRoot", "Onboarding", "Photos",
      "Playlists", "Profile", "Receipts", "SettingsHub", "Survey", "Teams", "Trash", "Workout",
    ])
  package static let inventory = Self(
    name: "inventory", folders: ["samples/Inventory"], linted: false,
    entryPoints: ["InventoryFeature"])
  package static let stackExplorer = Self(
    name: "stack-explorer", folders: ["samples/StackExplorer"], linted: false,
    entryPoints: ["RootFeature"])

  /// The samples `navviz docs` documents in the docs goldens, as one app.
  package static let documented = Self(
    name: "documented",
    folders: ["samples/Inventory", "samples/StackExplorer", "samples/ParentChild"],
    linted: true, entryPoints: ["InventoryFeature", "ParentReducer", "RootFeature"])

  package static let all = [broken, inventory, stackExplorer, documented]
}
