import Foundation

/// Renders the samples as the HTML viewer into a temporary folder.
struct ViewerFile {
  static let prefix = "https://example.com/app/blob/main/"

  let workspace: DocsWorkspace
  var url: URL { workspace.url("viewer.html") }

  init(extra: [String] = []) throws {
    workspace = try DocsWorkspace()
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
