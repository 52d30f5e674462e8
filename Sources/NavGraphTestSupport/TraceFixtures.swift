import Foundation
import NavGraphCore

/// The hand-written traces in `samples/traces/`.
package enum TraceFixtures {
  package static let folder = Fixtures.repository.appendingPathComponent("samples/traces")

  package static let names = [
    "inventory-add-and-delete", "inventory-save-without-form", "inventory-tree-edit",
    "stack-explorer-push-pop", "syncups-edit-and-record",
  ]

  package static func path(_ name: String) -> String {
    folder.appendingPathComponent("\(name).json").path
  }

  package static func trace(_ name: String) throws -> Trace {
    try Trace(contentsOf: path(name))
  }

  /// Decodes `json` as if it were the file `bad.json`.
  package static func decode(_ json: String) throws(NavGraphError) -> Trace {
    try Trace(jsonData: Data(json.utf8), path: "bad.json")
  }
}
