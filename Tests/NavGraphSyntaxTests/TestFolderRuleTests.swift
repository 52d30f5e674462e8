import Foundation
import NavGraphCore
import NavGraphSyntax
import Testing

/// Which files count as tests (their constructions do not make a case reachable): the input's
/// own folder and the folders inside it decide, never the folders above it. A CI workspace
/// named `iOSTests`, or a fixture kept under `Tests/`, once made every case "unreachable".
@Suite struct TestFolderRuleTests {
  static let feature = #"""
    @Reducer
    struct Inventory {
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case addTapped
      }
      @Reducer
      enum Destination { case addItem(ItemForm) }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.destination = .addItem(ItemForm.State())
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }
    @Reducer struct ItemForm {}
    """#

  /// `<tmp>/WorkspaceTests/App/Sources/App/Inventory.swift`.
  static func makeWorkspace() throws -> URL {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-test-folders-\(UUID().uuidString)")
    let folder = base.appendingPathComponent("WorkspaceTests/App/Sources/App")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(feature.utf8).write(to: folder.appendingPathComponent("Inventory.swift"))
    return base
  }

  @Test func foldersAboveTheInputDoNotMakeItATest() throws {
    let base = try Self.makeWorkspace()
    defer { try? FileManager.default.removeItem(at: base) }
    let scan = try SourceScanner().scan([base.appendingPathComponent("WorkspaceTests/App").path])
    #expect(scan.facts.constructions.map(\.caseName) == ["addItem"])
    #expect(scan.facts.constructions.allSatisfy { !$0.isTest })
  }

  @Test func anInputThatIsATestFolderIsATest() throws {
    let base = try Self.makeWorkspace()
    defer { try? FileManager.default.removeItem(at: base) }
    let scan = try SourceScanner().scan([base.appendingPathComponent("WorkspaceTests").path])
    #expect(scan.facts.constructions.map(\.caseName) == ["addItem"])
    #expect(scan.facts.constructions.allSatisfy { $0.isTest })
  }

  /// A `...Tests` folder inside `Sources/` is a feature's (a quiz called `KeymeTests`), not a
  /// test target: test targets live in `Tests/` or beside the app, not among its sources.
  @Test func aTestsFolderAmongTheSourcesIsAFeature() {
    let scan = SourceScanner().scan(sources: [
      "Projects/Features/Sources/KeymeTests/KeymeTestsFeature.swift": #"""
        @Reducer
        struct KeymeTestsFeature {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          @Reducer enum Destination { case result(Result) }
          enum Action { case alert(PresentationAction<Alert>), failed; enum Alert {} }
          static let start: Destination.State = .result(Result.State())
        }
        """#,
      "Projects/Features/Tests/FeaturesTests/FeatureTests.swift": #"""
        let built: KeymeTestsFeature.Destination.State = .result(Result.State())
        """#,
    ])
    #expect(scan.facts.constructions.map { "\($0.location.file) \($0.isTest)" } == [
      "Projects/Features/Sources/KeymeTests/KeymeTestsFeature.swift false",
      "Projects/Features/Tests/FeaturesTests/FeatureTests.swift true",
    ])
  }
}
