import Foundation
import Testing

/// On a terminal, a scan of hundreds of files shows a progress line on standard error that is
/// erased when done; never when standard error is not a terminal (CI logs), nor with --quiet.
/// The terminal is a pseudo-terminal from util-linux's `script`.
@Suite("Progress line")
struct ProgressLineTests {
  static let script = ["/usr/bin/script", "/bin/script"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// 320 small features, one file each: over the line's threshold.
  static func app() throws -> URL {
    let folder = try NavvizProcess.temporaryFolder()
    let sources = folder.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for index in 0..<320 {
      let text = """
        @Reducer
        struct Feature\(index) {
          struct State: Equatable {}
          enum Action { case tap }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }
        """
      try Data(text.utf8).write(to: sources.appendingPathComponent("Feature\(index).swift"))
    }
    return folder
  }

  /// What a terminal received from `navviz ARGUMENTS` (standard output and error together).
  static func onTerminal(_ arguments: [String], in folder: URL) throws -> String {
    let command = ([NavvizProcess.executable.path] + arguments)
      .map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(script))
    process.arguments = ["-qec", command, "/dev/null"]
    process.currentDirectoryURL = folder
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(.enabled(if: script != nil, "util-linux's script is not installed"))
  func shownOnATerminalAndErased() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in [["lint", "Sources"], ["render", "Sources", "-f", "json", "-o", "g.json"]] {
      let screen = try Self.onTerminal(command, in: folder)
      #expect(screen.contains("files scanned: 320 of 320"), "\(command): \(screen.prefix(300))")
      // Erased: the last progress text is followed by a carriage return and erase-line.
      let last = try #require(screen.range(of: "files scanned: ", options: .backwards))
      #expect(screen[last.upperBound...].contains("\r\u{1B}[K"), "\(command)")
    }
  }

  @Test(.enabled(if: script != nil, "util-linux's script is not installed"))
  func quietOnATerminal() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try Self.onTerminal(["lint", "Sources", "--quiet"], in: folder)
    #expect(!screen.contains("files scanned"))
    #expect(!screen.contains("\u{1B}[K"))
  }

  @Test func absentWhenNotATerminal() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources"], in: folder)
    #expect(!result.stderr.contains("files scanned"))
    #expect(!result.stderr.contains("\r"))
  }

  @Test(.enabled(if: script != nil, "util-linux's script is not installed"))
  func notForAFewFiles() throws {
    let screen = try Self.onTerminal(
      ["lint", NavvizProcess.repository.appendingPathComponent("samples/Broken").path],
      in: NavvizProcess.repository)
    #expect(!screen.contains("files scanned"))
  }
}
