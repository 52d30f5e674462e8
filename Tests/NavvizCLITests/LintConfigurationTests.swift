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

  @Test func budgetsAndSeverityFromARuleMapping() throws {
    let folder = try folder(config: """
      rules:
        destination-case-budget:
          severity: error
          budget: 0
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    var result = try NavvizProcess.run(["lint", "Sources"], in: folder)
    #expect(result.status == 2, "a budget of 0 is refused")
    #expect(result.stderr.contains(
      ".navviz.yml:4: rules.destination-case-budget.budget: expected a whole number of at least 1"),
      "\(result.stderr)")

    let source = #"""
      @Reducer
      struct Home {
        @Reducer enum Destination { case a(A), b(B) }
        @ObservableState
        struct State { @Presents var destination: Destination.State? = .a(A.State()) }
      }
      @Reducer struct A { struct State { @Presents var b: B.State? = .init() } }
      @Reducer struct B {}
      """#
    try Data(source.utf8).write(to: folder.appendingPathComponent("Sources/App/App.swift"))
    try Data("""
      rules:
        destination-case-budget:
          severity: error
          budget: 1
        navigation-depth-budget: {budget: 1}
        unintegrated-presentation: off
        unreachable-destination-case: off
      """.utf8).write(to: folder.appendingPathComponent(".navviz.yml"))
    result = try NavvizProcess.run(["lint", "Sources"], in: folder)
    #expect(result.status == 1, "the configured severity fails the run")
    #expect(result.output == """
      Sources/App/App.swift:3:17: error: Home.Destination has 2 cases, over the budget of 1: \
      large enum reducers slow type checking and can hit the compiler's limits; move related \
      cases into a child feature or split the enum by flow [destination-case-budget]
      Sources/App/App.swift:7:50: note: 2 nested presentations from Home, over the budget of 1: \
      Home → A → B; push the deeper screens onto a stack, or present one feature that owns \
      the rest of the flow [navigation-depth-budget]
      navviz lint: 2 findings (1 error, 1 note) in 1 file

      """, "\(result.output)")
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
     ".navviz.yml:3: unknown key \"exclude\" (known: rules, included, excluded, build)"),
    ("rules:\n  unintegrated-stack: off\n  send-after-dismis: error\n",
     ".navviz.yml:3: unknown rule \"send-after-dismis\""),
    ("rules:\n  unintegrated-stack: loud\n",
     ".navviz.yml:2: rules.unintegrated-stack: unknown setting \"loud\""),
    ("rules: [a, b\n", ".navviz.yml: not valid YAML"),
    ("rules:\n  destination-case-budget:\n    budgit: 3\n",
     ".navviz.yml:3: rules.destination-case-budget: unknown key \"budgit\" "
       + "(known: severity, budget)"),
    ("rules:\n  navigation-depth-budget:\n    budget: zero\n",
     ".navviz.yml:3: rules.navigation-depth-budget.budget: expected a whole number of at least 1"),
    ("rules:\n  unintegrated-stack:\n    budget: 3\n",
     ".navviz.yml:3: rules.unintegrated-stack: unknown key \"budget\" (known: severity)"),
    ("rules:\n  destination-case-budget:\n    budget: [3]\n",
     ".navviz.yml:3: rules.destination-case-budget.budget: expected a whole number of at least 1"),
    ("rules:\n  destination-case-budget:\n    severity: [error]\n",
     ".navviz.yml:3: rules.destination-case-budget: expected error, warning, note, on or off"),
    ("rules:\n  - unintegrated-stack\n",
     ".navviz.yml:2: rules: expected a mapping of rule identifiers to error, warning, note, on "
       + "or off"),
    ("rules:\n  unintegrated-stack:\n    - off\n",
     ".navviz.yml:3: rules.unintegrated-stack: expected error, warning, note, on or off"),
    ("build:\n  fail-on: error\n  fail-at: note\n",
     ".navviz.yml:3: build: unknown key \"fail-at\" (known: fail-on)"),
    ("build: [error]\n", ".navviz.yml:1: build: expected a mapping with the key fail-on"),
    ("build:\n  fail-on: sometimes\n",
     ".navviz.yml:2: build.fail-on: unknown setting \"sometimes\" (known: never, error, "
       + "warning, note)"),
    ("included:\n  - Sources\n  - {path: Tests}\n", ".navviz.yml:3: included: expected a path"),
    ("excluded:\n  path: Tests\n", ".navviz.yml:2: excluded: expected a list of paths"),
    ("rules:\n  <<: {unintegrated-stack: off}\n",
     ".navviz.yml:2: unknown rule \"<<\" (navviz rules lists them)"),
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
