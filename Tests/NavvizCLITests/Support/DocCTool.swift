import Foundation

/// The `docc` that ships with the Swift toolchain (there is no `xcrun` on Linux): on the
/// `PATH`, or beside the `swift` driver.
enum DocCTool {
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for folder in folders {
      let candidate = (folder as NSString).appendingPathComponent("docc")
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  struct Conversion {
    var status: Int32
    var diagnostics: [[String: Any]]
    var output: URL
  }

  /// `docc convert` with every diagnostic, notes included, reported to a JSON file.
  static func convert(catalog: URL, in folder: URL) throws -> Conversion {
    let output = folder.appendingPathComponent("docc-out")
    let diagnostics = folder.appendingPathComponent("diagnostics.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [
      "convert", catalog.path, "--output-path", output.path,
      "--fallback-display-name", "Navigation", "--fallback-bundle-identifier", "navviz.docs",
      "--analyze", "--warnings-as-errors", "--diagnostics-file", diagnostics.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: diagnostics))
    let list = (object as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    return Conversion(status: process.terminationStatus, diagnostics: list, output: output)
  }
}
