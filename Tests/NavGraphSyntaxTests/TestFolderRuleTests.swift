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
}
