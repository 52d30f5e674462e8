import Foundation

/// Runs the `navviz` executable that `swift build` put beside the test bundle.
struct NavvizProcess {
  struct Result {
    var status: Int32
    var stdout: Data
    var stderr: String
    var output: String { String(decoding: stdout, as: UTF8.self) }
  }

  static let executable: URL = {
    let here = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = here.deletingLastPathComponent()
    // On macOS the test runner sits inside an .xctest bundle.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("navviz").path),
      folder.pathComponents.count > 1 {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("navviz")
  }()

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func graph(_ name: String) -> String {
    repository.appendingPathComponent("samples/graphs/\(name).json").path
  }

  static func run(_ arguments: [String], in directory: URL? = nil,
                  environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a large output cannot fill the pipe and block the child.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: stdout,
                  stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A fresh empty folder for one test.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
