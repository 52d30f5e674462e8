import ComposableArchitecture
import SwiftUI

/// The notes, a sheet that adds one, and an alert that confirms a deletion.
@Reducer
struct NotesList {
  @Reducer
  enum Destination {
    case add(NoteEditor)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert { case confirmDeletion(Note.ID) }
  }

  @ObservableState
  struct State {
    var notes: IdentifiedArrayOf<Note> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addTapped
    case deleteTapped(Note.ID)
    case noteTapped(Note)
    case settingsTapped
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)

    enum Delegate { case open(Note), openSettings }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(NoteEditor.State())
        return .none
      case let .deleteTapped(id):
        state.destination = .alert(AlertState {
          TextState("Delete this note?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id)) { TextState("Delete") }
        })
        return .none
      case let .noteTapped(note):
        return .send(.delegate(.open(note)))
      case .settingsTapped:
        return .send(.delegate(.openSettings))
      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.notes.remove(id: id)
        return .none
      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
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
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { store in
        NoteEditorView(store: store)
      }
      .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}
