import ComposableArchitecture2
import SwiftUI

/// The notes, a sheet that adds one, and a prompt that confirms a deletion.
@Feature
struct NotesList {
  @Feature
  enum Destination {
    case add(NoteEditor)
    case alert(DeleteAlert)
  }

  /// Asks before a note goes; a prompt dismisses itself after any of its actions.
  @Feature
  struct DeleteAlert: Prompt {
    struct State { let id: Note.ID }
    enum Action { case confirmDeletion }
  }

  struct State {
    var notes: IdentifiedArrayOf<Note> = []
    var destination: Destination.State?
  }

  enum Action {
    case addTapped
    case deleteTapped(Note.ID)
    case noteTapped(Note)
    case settingsTapped
    case destination(Destination.Action)
    case delegate(Delegate)

    enum Delegate { case open(Note), openSettings }
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(NoteEditor.State())
      case let .deleteTapped(id):
        state.destination = .alert(DeleteAlert.State(id: id))
      case let .noteTapped(note):
        try store.send(.delegate(.open(note)))
      case .settingsTapped:
        try store.send(.delegate(.openSettings))
      case .destination(.alert(.confirmDeletion)):
        if case let .alert(alert) = state.destination { state.notes.remove(id: alert.id) }
      case .destination, .delegate:
        break
      }
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

struct NotesListView: View {
  @Bindable var store: StoreOf<NotesList>

  var body: some View {
    List(store.notes) { note in Text(note.title) }
      .sheet(item: $store.scope(\.destination, action: \.destination).add) { store in
        NoteEditorView(store: store)
      }
      .alert($store.scope(\.destination, action: \.destination).alert)
  }
}
