import Foundation

/// Renders the samples as the HTML viewer into a temporary folder.
struct ViewerFile {
  static let prefix = "https://example.com/app/blob/main/"

  let workspace: DocsWorkspace
  var url: URL { workspace.url("viewer.html") }

  /// A trace-v1 flow over the samples: push the counter, then open the add-item form.
  static let trace = """
    {"schemaVersion": 1, "root": "RootFeature", "name": "push a counter, add an item",
     "steps": [
      {"action": "path(.push(id: 0, state: .counter(...)))", "before": [], "after": [],
       "events": [{"event": "pushed", "feature": "RootFeature", "field": "path",
                   "via": "RootFeature.Path", "case": "counter", "to": "CounterFeature", "id": 0}]},
      {"action": "addButtonTapped", "before": [], "after": [],
       "events": [{"event": "presented", "feature": "InventoryFeature", "field": "destination",
                   "via": "InventoryFeature.Destination", "case": "addItem"}]}
     ]}

    """

  init(extra: [String] = [], withTrace: Bool = false) throws {
    workspace = try DocsWorkspace()
    var extra = extra
    if withTrace {
      try Data(Self.trace.utf8).write(to: workspace.url("flow.json"))
      extra += ["--trace", "flow.json"]
    }
    let result = try NavvizProcess.run(
      ["render"] + DocsWorkspace.samples.map { "samples/\($0)" }
        + ["--lint", "--format", "html", "--source-url-prefix", Self.prefix, "-o", "viewer.html"]
        + extra,
      in: workspace.folder)
    guard result.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: result.stderr])
    }
  }

  func remove() { workspace.remove() }

  var text: String {
    get throws { try String(contentsOf: url, encoding: .utf8) }
  }
}
