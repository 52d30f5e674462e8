import Foundation
import Testing

/// `navviz audit` end to end: the census of a folder of sources, in text and JSON, its
/// filters and exit codes.
@Suite("navviz audit")
struct AuditCommandTests {
  static let repository = NavvizProcess.repository

  func audit(_ arguments: [String]) throws -> NavvizProcess.Result {
    try NavvizProcess.run(["audit"] + arguments, in: Self.repository)
  }

  @Test func everySiteOfASampleIsExplained() throws {
    let result = try audit(["samples/Migration/TCA1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.hasSuffix("""
      KIND               SITES  EXPLAINED  NOT-NAVIGATION  UNEXPLAINED
      state-field        4      4          0               0
      integration        4      4          0               0
      view-presentation  4      4          0               0
      prompt             1      1          0               0
      store              1      1          0               0

      14 navigation sites: 14 explained, 0 not navigation, 0 unexplained

      """))
    #expect(result.output.contains(
      "Sources/Notes/NoteDetail.swift:10:19: explained: state-field @Presents var editor: "
        + "NoteEditor.State? in NoteDetail: 1 edge: presentation to NoteEditor (sheet)\n"))
  }

  @Test func theUnexplainedAreListedAndCanFailTheRun() throws {
    let folder = try Self.sources()
    let listed = try audit([folder.path, "--only", "unexplained"])
    #expect(listed.status == 0)
    #expect(listed.output.split(separator: "\n").prefix { !$0.hasPrefix("KIND") }.count == 3)
    #expect(listed.output.contains(
      "Feature.swift:4:14: unexplained: view-presentation popover(isPresented:{}) in FeatureView: "
        + "presented through a binding of the store's state (viewStore.binding(get: \\.isPicking, "
        + "send: .pick))"))
    let failed = try audit([folder.path, "--only", "unexplained", "--fail-on-unexplained"])
    #expect(failed.status == 1)
    #expect(failed.output == listed.output)
  }

  @Test func jsonCountsEverySiteAndListsTheChosen() throws {
    let folder = try Self.sources()
    let result = try audit([folder.path, "--only", "not-navigation", "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    let counts = document?["counts"] as? [String: Int]
    #expect(counts == ["sites": 7, "explained": 2, "notNavigation": 2, "unexplained": 3])
    let sites = document?["sites"] as? [[String: Any]] ?? []
    #expect(sites.map { $0["spelling"] as? String } == [
      "sheet(isPresented:{})", "Store(Feature)",
    ])
  }

  @Test func aGraphDocumentHasNoSitesToList() throws {
    let result = try audit(["samples/graphs/syncups.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("audit reads Swift sources"))
  }

  /// Sources without `@main` (a package read apart from its app) start from the features
  /// nothing presents or composes: the report names them, in text and JSON; with `@main`
  /// (the Migration sample) it names none.
  @Test func entryPointsTakenWithoutMainAreNamed() throws {
    let folder = try Self.sources()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try audit([folder.path])
    #expect(text.output.contains(
      "no @main in the scanned sources; taken as entry points (nothing presents or composes "
        + "them): Feature\n"))
    let json = try audit([folder.path, "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(document["inferredEntryPoints"] as? [String] == ["Feature"])
    let withMain = try audit(["samples/Migration/TCA1", "--format", "json"])
    let mainDocument = try #require(
      try JSONSerialization.jsonObject(with: Data(withMain.output.utf8)) as? [String: Any])
    #expect(mainDocument["inferredEntryPoints"] as? [String] == [])
    #expect(!(try audit(["samples/Migration/TCA1"])).output.contains("no @main"))
  }

  /// A feature with a view that presents in every way the census tells apart.
  static func sources() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"""
      struct FeatureView: View {
        @State var isShowingHelp = false
        var body: some View {
          Text("").popover(isPresented: viewStore.binding(get: \.isPicking, send: .pick)) {}
            .sheet(isPresented: $isShowingHelp) { Text("Help") }
        }
      }
      @Reducer struct Feature {
        @ObservableState struct State { @Presents var child: Child.State? }
        enum Action { case child(PresentationAction<Child.Action>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }.ifLet(\.$child, action: \.child) { Child() }
            .ifLet(\.missing, action: \.child) { Child() }
        }
      }
      @Reducer struct Child {}
      #Preview { FeatureView(store: Store(initialState: Feature.State()) { Feature() }) }
      let lost = Store(initialState: Lost.State()) { Lost() }
      """#.write(to: folder.appendingPathComponent("Feature.swift"), atomically: true, encoding: .utf8)
    return folder
  }
}
