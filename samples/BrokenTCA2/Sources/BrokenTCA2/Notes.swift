import ComposableArchitecture2
import SwiftUI

// alert-outside-destination: the prompt that confirms a reset is held in its own optional
// beside the Destination, so both can be presented at once.
// unintegrated-stack: the history stack has no `forEach`, so its screens never run.
// non-reducer-case: `Destination.tag` holds a plain value the `@Feature` macro cannot scope.
@Feature
struct Notes {
  @Feature
  enum Destination {
    case editor(NoteEditor)
    case tag(Tag)
  }
  @Feature
  enum History { case revision(Revision) }
  @Feature
  struct ConfirmReset: Prompt {
    struct State {}
    enum Action { case reset }
  }

  struct State {
    var destination: Destination.State?
    var confirmReset: ConfirmReset.State?
    var history: [History.State] = []
  }
  enum Action {
    case destination(Destination.Action)
    case confirmReset(ConfirmReset.Action)
    case history(History.State.ID, History.Action)
    case editTapped, tagTapped, resetTapped, revisionTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .editTapped: state.destination = .editor(NoteEditor.State())
      case .tagTapped: state.destination = .tag(Tag(name: "draft"))
      case .resetTapped: state.confirmReset = ConfirmReset.State()
      case .revisionTapped: state.history.append(.revision(Revision.State()))
      default: break
      }
    }
    .ifLet(\.destination) { Destination.body }
    .ifLet(\.confirmReset) { ConfirmReset() }
  }
}

struct NotesView: View {
  @Bindable var store: StoreOf<Notes>
  var body: some View {
    NavigationStack(path: $store.scope(\.history)) {
      Text("Notes")
        .toolbar {
          Button("Edit") { store.send(.editTapped) }
          Button("Tag") { store.send(.tagTapped) }
        }
        .sheet(item: $store.scope(\.destination).editor) { NoteEditorView(store: $0) }
        .confirmationDialog(item: $store.scope(\.confirmReset)) { _ in Text("Reset?") } actions: {
          _ in
        }
    }
  }
}

@Feature struct NoteEditor {}
@Feature struct Revision {}
struct Tag { var name: String }
