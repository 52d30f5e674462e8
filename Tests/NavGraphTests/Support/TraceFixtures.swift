import Foundation
@testable import NavGraph

/// The hand-written traces in `samples/traces/`.
enum TraceFixtures {
  static let folder = Fixtures.repository.appendingPathComponent("samples/traces")

  static let names = [
    "inventory-add-and-delete", "inventory-save-without-form", "inventory-tree-edit",
    "stack-explorer-push-pop", "syncups-edit-and-record",
  ]

  static func path(_ name: String) -> String {
    folder.appendingPathComponent("\(name).json").path
  }

  static func trace(_ name: String) throws -> Trace {
    try Trace(contentsOf: path(name))
  }

  /// Decodes `json` as if it were the file `bad.json`.
  static func decode(_ json: String) throws(NavGraphError) -> Trace {
    try Trace(jsonData: Data(json.utf8), path: "bad.json")
  }
}
