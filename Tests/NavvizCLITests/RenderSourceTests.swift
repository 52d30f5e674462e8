import Foundation
import Testing

/// `navviz render` over Swift source: directories and files are scanned, test folders skipped
/// unless asked for, `--exclude` honoured, and paths with spaces and non-ASCII names work.
@Suite("navviz render on Swift source")
struct RenderSourceTests {
  static let fixtures = NavvizProcess.repository
    .appendingPathComponent("Tests/NavGraphSyntaxTests/Fixtures")

  private func features(_ arguments: [String]) throws -> [String] {
    let result = try NavvizProcess.run(["render", "--format", "json"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    let features = object?["features"] as? [[String: Any]] ?? []
    return features.compactMap { $0["name"] as? String }
  }

  @Test func scansADirectoryWithSpacesInItsName() throws {
    let names = try features([Self.fixtures.appendingPathComponent("Inventory Legacy").path])
    #expect(names.contains("InventoryFeature"))
  }

  @Test func scansTheSyncUpsAppAndFindsItsStack() throws {
    let result = try NavvizProcess.run([
      "render", "--format", "mermaid", Self.fixtures.appendingPathComponent("SyncUps").path,
    ])
    #expect(result.status == 0)
    #expect(result.output.contains(#"subgraph n1["AppFeature.Path (enum)"]"#))
    #expect(result.output.contains("==>|\"navigationStack\"|"))
  }

  @Test func skipsTestFoldersUnlessAsked() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("Sources/App/Ünïcode Feature.swift", Self.feature("AppFeature"), in: folder)
    try write("Tests/AppTests/Helper.swift", Self.feature("TestOnlyFeature"), in: folder)
    #expect(try features([folder.path]) == ["AppFeature"])
    #expect(try features([folder.path, "--include-tests"]) == ["AppFeature", "TestOnlyFeature"])
  }

  @Test func excludeGlobsSkipFiles() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("Sources/App/AppFeature.swift", Self.feature("AppFeature"), in: folder)
    try write("Sources/App/Generated/Mock.swift", Self.feature("MockFeature"), in: folder)
    #expect(try features([folder.path, "--exclude", "Generated"]) == ["AppFeature"])
    #expect(try features([folder.path, "--exclude", "**/Generated/*.swift"]) == ["AppFeature"])
  }

  @Test func sourceAndGraphInputsMerge() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("App.swift", Self.feature("AppFeature"), in: folder)
    let names = try features([
      folder.appendingPathComponent("App.swift").path, NavvizProcess.graph("inventory-tree"),
    ])
    #expect(names.contains("AppFeature") && names.contains("InventoryFeature"))
  }

  /// One input's files are named as its own paths; two inputs' relative to the working
  /// directory, since each has its `Sources/App.swift`.
  @Test func severalInputsNameTheirFilesFromTheWorkingDirectory() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("one/Sources/App.swift", Self.feature("FirstFeature"), in: folder)
    try write("two/Sources/App.swift", Self.feature("SecondFeature"), in: folder)
    func files(_ inputs: [String]) throws -> [String] {
      let result = try NavvizProcess.run(
        ["render", "--format", "json"] + inputs, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
      let features = object?["features"] as? [[String: Any]] ?? []
      return features.compactMap { $0["file"] as? String }
    }
    #expect(try files(["one"]) == ["Sources/App.swift"])
    #expect(try files(["one", "two"]) == ["one/Sources/App.swift", "two/Sources/App.swift"])
  }

  @Test func sameOutputWithOneJobAndMany() throws {
    let app = Self.fixtures.appendingPathComponent("Mixed Modules").path
    let one = try NavvizProcess.run(["render", "--format", "json", "--jobs", "1", app])
    let many = try NavvizProcess.run(["render", "--format", "json", "--jobs", "4", app])
    #expect(one.status == 0 && one.stdout == many.stdout)
  }

  @Test func sourcesWithoutAFeatureAreNothingToDraw() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("Plain.swift", "struct NotAFeature {}\n", in: folder)
    let output = folder.appendingPathComponent("out.svg").path
    let result = try NavvizProcess.run(["render", folder.path, "-o", output])
    #expect(result.status == 2)
    #expect(result.stderr.contains("warning: no TCA features found in 1 Swift file(s) under"))
    #expect(result.stderr.contains(
      "error: \(folder.path): nothing to draw, no TCA features in the sources (\(output) not "
        + "written)"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aFileTheScannerSkipsIsCountedInTheWarning() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("Plain.swift", "struct NotAFeature {}\n", in: folder)
    let chain = "struct Pasted {\n" + String(repeating: "  .padding()\n", count: 1_001) + "}\n"
    try write("Pasted.swift", chain, in: folder)
    let result = try NavvizProcess.run(["render", "--format", "json", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Pasted.swift: warning: skipped: 1001 lines"))
    #expect(result.stderr.contains("warning: no TCA features found in 2 Swift file(s) (1 skipped)"))
  }

  private func write(_ path: String, _ text: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static func feature(_ name: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct \(name) {
      @ObservableState
      struct State { @Presents var alert: AlertState<Action.Alert>? }
      enum Action { case alert(PresentationAction<Alert>); enum Alert {} }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.ifLet(\\.$alert, action: \\.alert)
      }
    }

    """
  }
}
