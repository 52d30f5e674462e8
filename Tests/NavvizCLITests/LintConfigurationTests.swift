import Foundation
import Testing

/// `.navviz.yml`: found in the working directory or given with --config; mistakes in it are
/// errors naming the file and line.
@Suite("navviz lint configuration")
struct LintConfigurationFileTests {
  static let source = #"""
    @Reducer
    struct App {
      @Reducer enum Path { case detail(Detail) }
      @ObservableState
      struct State { var path = StackState<Path.State>() }
      enum Action { case path(StackActionOf<Path>) }
    }
    @Reducer struct Detail {}
    """#

  func folder(config: String?) throws -> URL {
    let folder = try NavvizProcess.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try Data(Self.source.utf8).write(to: folder.appendingPathComponent("Sources/App/App.swift"))
    if let config {
      try Data(config.utf8).write(to: folder.appendingPathComponent(".navviz.yml"))
    }
    return folder
  }

  @Test func defaultsWithoutAFile() throws {
    let folder = try folder(config: nil)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources"], in: folder)
    #expect(result.status == 1)
    #expect(result.output.contains("error: App.State.path is a StackState with no forEach"))
    #expect(result.output.contains("warning: App.Path.detail is never constructed"))
  }

  @Test func severitiesAndDisabledRules() throws {
    let folder = try folder(config: """
      rules:
        unintegrated-stack: warning
        unreachable-path-case: off
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources"], in: folder)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == """
      Sources/App/App.swift:5:22: warning: App.State.path is a StackState with no forEach: \
      pushed screens never run; add .forEach(\\.path, action: \\.path) [unintegrated-stack]
      navviz lint: 1 finding (1 warning) in 1 file

      """)
  }

  @Test func excludedPaths() throws {
    let folder = try folder(config: "excluded:\n  - Sources/App\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources"], in: folder)
    #expect(result.status == 0)
    #expect(result.output == "navviz lint: no findings in 1 file\n")
  }

  @Test func explicitConfigWins() throws {
    let folder = try folder(config: "rules:\n  unintegrated-stack: off\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("included: [Elsewhere]\n".utf8).write(to: folder.appendingPathComponent("ci.yml"))
    let result = try NavvizProcess.run(["lint", "Sources", "--config", "ci.yml"], in: folder)
    #expect(result.output == "navviz lint: no findings in 1 file\n")
  }

  @Test(arguments: [
    ("rules:\n  unintegrated-stack: off\nexclude:\n  - x\n",
     ".navviz.yml:3: unknown key \"exclude\" (known: rules, included, excluded)"),
    ("rules:\n  unintegrated-stack: off\n  send-after-dismis: error\n",
     ".navviz.yml:3: unknown rule \"send-after-dismis\""),
    ("rules:\n  unintegrated-stack: loud\n",
     ".navviz.yml:2: rules.unintegrated-stack: unknown setting \"loud\""),
    ("rules: [a, b\n", ".navviz.yml: not valid YAML"),
  ])
  func mistakesAreErrorsWithTheirLine(config: String, message: String) throws {
    let folder = try folder(config: config)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources"], in: folder)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func missingExplicitConfigIsAnError() throws {
    let folder = try folder(config: nil)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources", "--config", "nope.yml"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("nope.yml"))
  }
}
