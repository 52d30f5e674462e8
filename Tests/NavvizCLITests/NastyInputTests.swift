import Foundation
import Testing

/// The fuzzer's nastiest inputs through the CLI: a file the scanner must skip (a 30,000-member
/// chain, which would overflow the stack of a parse or a tree walk) and a file of invalid UTF-8
/// and NUL bytes, beside a good feature. The run succeeds with the good feature, and the
/// warning names the skipped file.
@Suite struct NastyInputTests {
  static func folder() throws -> URL {
    let folder = try NavvizProcess.temporaryFolder()
    let sources = folder.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let chain = "let deep = state" + String(repeating: ".destination", count: 30_000)
    try Data(chain.utf8).write(to: sources.appendingPathComponent("Deep.swift"))
    try Data([0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0xFF, 0x00, 0xC3, 0x28, 0x7B])
      .write(to: sources.appendingPathComponent("Garbage.swift"))
    try Data("""
      @Reducer struct Good {
        @ObservableState struct State {}
        enum Action { case tapped }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """.utf8).write(to: sources.appendingPathComponent("Good.swift"))
    return folder
  }

  @Test func renderSkipsTheDeepFileNamingIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["render", folder.path, "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("Sources/App/Deep.swift: warning: skipped: syntax nested"))
    #expect(result.output.contains("\"Good\""))
  }

  @Test func lintSkipsTheDeepFileNamingIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "."], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("Sources/App/Deep.swift: warning: skipped: syntax nested"))
    #expect(result.output.contains("in 3 files"))
  }
}
