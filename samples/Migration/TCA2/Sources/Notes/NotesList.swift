import ComposableArchitecture2
import SwiftUI
import SwiftUINavigation

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
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(NoteEditor.State())
      case let .deleteTapped(id):
        state.destination = .alert(DeleteAlert.State(id: id))
      case let .noteTapped(note):
        store.addTask {
          try store.post(key: NotesPush.self, value: .detail(NoteDetail.State(note: note)))
        }
      case .settingsTapped:
        store.addTask {
          try store.post(key: NotesPush.self, value: .settings(Settings.State()))
        }
      case .destination(.alert(.confirmDeletion)):
        if case let .alert(alert) = state.destination { state.notes.remove(id: alert.id) }
      case .destination:
        break
      }
    }
    .ifLet(\.destination) { Destination.body }
  }
}

struct NotesListView: View {
  @Bindable var store: StoreOf<NotesList>

  var body: some View {
    List(store.notes) { note in
      Button(note.title) { store.send(.noteTapped(note)) }
        .swipeActions { Button("Delete") { store.send(.deleteTapped(note.id)) } }
    }
    .toolbar {
      Button("Add") { store.send(.addTapped) }
      Button("Settings") { store.send(.settingsTapped) }
    }
      .sheet(item: $store.scope(\.destination).add) { store in
        NoteEditorView(store: store)
      }
      .alert(item: $store.scope(\.destination).alert) { _ in
        Text("Delete this note?")
      } actions: { store in
        Button("Delete", role: .destructive) { store.send(.confirmDeletion) }
      }
  }
}
