import Foundation
import NavGraph
import NavGraphSyntax
import Testing

/// `forEach` over an `IdentifiedArray` (`PlaylistFeature`'s songs): discovery reports the rows
/// as one `collection` edge, as the scanner does, and the trace recorder walks into the rows,
/// so what a row presents is recorded.
@MainActor @Suite struct RowsTests {
  @Test func forEachOverAnIdentifiedArrayIsACollectionEdge() {
    let graph = NavigationGraph(reflecting: PlaylistFeature())
    let edges = graph.edges.map { edge in
      let place = (edge.field ?? "") + (edge.case.map { "." + $0 } ?? "")
      return "\(edge.from) -\(edge.kind.rawValue)[\(place)]-> \(edge.to)"
    }
    #expect(
      edges == [
        "PlaylistFeature -collection[songs]-> SongFeature",
        "SongFeature -alert[destination.alert]-> AlertState",
        "SongFeature -destination[destination.edit]-> SongEditorFeature",
      ])
    let collection = graph.edges.first { $0.kind == .collection }
    #expect(collection?.location?.file == "NavGraphTracingTests/PlaylistFeature.swift")
  }

  @Test func scannedRowsEqualReflectedRows() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("PlaylistFeature.swift")
    // Relative to `Tests/`, the path is `NavGraphTracingTests/PlaylistFeature.swift`: the
    // `#fileID` spelling the macro records (so both files sit at the top of the target).
    let scanner = SourceScanner(
      options: ScanOptions(
        displayRoot: file.deletingLastPathComponent().deletingLastPathComponent().path))
    let scanned = try scanner.scan([file.path]).graph
    let reflected = NavigationGraph(reflecting: PlaylistFeature())
    #expect(scanned.roots == reflected.roots)
    #expect(scanned.features == reflected.features)
    #expect(scanned.edges == reflected.edges)
  }

  @Test func navigationInsideARowIsRecorded() throws {
    let recorder = TraceRecorder(reflecting: PlaylistFeature(), name: "edit a song")
    let store = Store(initialState: PlaylistFeature.State()) { PlaylistFeature() }
    store.addObserver(recorder)
    store.send(.addSong(id: 1, title: "Intro"))
    store.send(.addSong(id: 2, title: "Outro"))
    store.send(.songs(.element(id: 2, action: .editButtonTapped)))
    store.send(.songs(.element(id: 2, action: .destination(.dismiss))))
    store.send(.songs(.element(id: 1, action: .deleteButtonTapped)))
    store.send(.songs(.element(id: 1, action: .destination(.presented(.alert(.confirmDeletion))))))
    let trace = recorder.finish()

    let editor = NavigationStateNode(
      feature: "SongFeature", field: "destination", via: "SongFeature.Destination",
      case: "edit", to: "SongEditorFeature")
    #expect(trace.steps.map(\.events) == [
      [], [],
      [TraceEvent(.presented, feature: "SongFeature", field: "destination",
                  via: "SongFeature.Destination", case: "edit", to: "SongEditorFeature")],
      [TraceEvent(.dismissed, feature: "SongFeature", field: "destination",
                  via: "SongFeature.Destination", case: "edit", to: "SongEditorFeature")],
      [TraceEvent(.presented, feature: "SongFeature", field: "destination",
                  via: "SongFeature.Destination", case: "alert", to: "AlertState")],
      // Removing the row takes its alert with it: rows are not navigation, the alert is.
      [TraceEvent(.dismissed, feature: "SongFeature", field: "destination",
                  via: "SongFeature.Destination", case: "alert", to: "AlertState")],
    ])
    #expect(trace.steps[2].after == [editor])
    #expect(trace.steps[2].action == "songs(.element(id: 2, action: .editButtonTapped))")
    let match = try NavigationGraph(reflecting: PlaylistFeature()).match(trace)
    #expect(match.misses.isEmpty, "\(match.misses)")
  }
}
