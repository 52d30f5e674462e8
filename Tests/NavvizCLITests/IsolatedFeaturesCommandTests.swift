import Foundation
import Testing

/// `navviz render` and `docs` on an app with reducers that neither navigate nor are navigated
/// to: left out of pictures (the feature the app's `Store` runs stays), counted in the
/// legend, drawn with `--include-isolated`; JSON keeps everything.
@Suite("Isolated features, end to end")
struct IsolatedFeaturesCommandTests {
  static let sources = """
    import ComposableArchitecture
    import SwiftUI

    @main
    struct TheApp: App {
      let store = Store(initialState: AppFeature.State()) { AppFeature() }
      var body: some Scene { WindowGroup { Text("app") } }
    }

    @Reducer
    struct AppFeature {
      @ObservableState
      struct State: Equatable {}
      enum Action { case start }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }

    @Reducer
    struct ListFeature {
      @ObservableState
      struct State: Equatable { @Presents var detail: DetailFeature.State? }
      enum Action { case detail(PresentationAction<DetailFeature.Action>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.ifLet(\\.$detail, action: \\.detail) { DetailFeature() }
      }
    }

    @Reducer
    struct DetailFeature {
      @ObservableState
      struct State: Equatable {}
      enum Action { case close }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }

    @Reducer
    struct SoundFeature {
      @ObservableState
      struct State: Equatable {}
      enum Action { case play }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }

    @Reducer
    struct HapticsFeature {
      @ObservableState
      struct State: Equatable {}
      enum Action { case buzz }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }
    """

  static func app() throws -> URL {
    let folder = try NavvizProcess.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try Data(sources.utf8).write(to: folder.appendingPathComponent("Sources/App/App.swift"))
    return folder
  }

  static func drawn(_ text: String) -> [String] {
    ["AppFeature", "DetailFeature", "HapticsFeature", "ListFeature", "SoundFeature"].filter {
      text.contains($0)
    }
  }

  @Test(
    "every picture format leaves them out and counts them", arguments: ["dot", "svg", "mermaid"])
  func leftOut(_ format: String) throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["render", "Sources", "-f", format], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    // AppFeature navigates nowhere yet, but the app's Store starts from it.
    #expect(Self.drawn(result.output) == ["AppFeature", "DetailFeature", "ListFeature"])
    #expect(result.output.contains("2 features without navigation not drawn"))
    // (SVG writes the flag's hyphens as `&#45;`.)
    #expect(result.output.contains("isolated shows them"))

    let all = try NavvizProcess.run(
      ["render", "Sources", "-f", format, "--include-isolated"], in: folder)
    #expect(all.status == 0, "\(all.stderr)")
    #expect(Self.drawn(all.output).count == 5)
    #expect(!all.output.contains("without navigation"))
  }

  @Test func jsonKeepsEverything() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["render", "Sources", "-f", "json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.drawn(result.output).count == 5)
  }

  @Test func docsPicturesLeaveThemOut() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["docs", "Sources", "-o", "docs"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(
      contentsOf: folder.appendingPathComponent("docs/navigation.svg"), encoding: .utf8)
    #expect(Self.drawn(svg) == ["AppFeature", "DetailFeature", "ListFeature"])
    #expect(svg.contains("2 features without navigation not drawn"))
    let index = try String(
      contentsOf: folder.appendingPathComponent("docs/index.md"), encoding: .utf8)
    // The Mermaid fallback draws the same; the feature table still lists every feature.
    #expect(index.contains("2 features without navigation not drawn"))
    #expect(index.contains("SoundFeature"))
  }
}
