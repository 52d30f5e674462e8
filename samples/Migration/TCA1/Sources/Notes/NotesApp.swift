import ComposableArchitecture
import SwiftUI

/// The root: a list of notes, and a stack that shows a note or the settings.
@Reducer
struct NotesApp {
  @Reducer
  enum Path {
    case detail(NoteDetail)
    case settings(Settings)
  }

  @ObservableState
  struct State {
    var list = NotesList.State()
    var path = StackState<Path.State>()
  }

  enum Action {
    case list(NotesList.Action)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { NotesList() }
    Reduce { state, action in
      switch action {
      case let .list(.delegate(.open(note))):
        state.path.append(.detail(NoteDetail.State(note: note)))
        return .none
      case .list(.delegate(.openSettings)):
        state.path.append(.settings(Settings.State()))
        return .none
      case .list, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

struct NotesAppView: View {
  @Bindable var store: StoreOf<NotesApp>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      NotesListView(store: store.scope(state: \.list, action: \.list))
    } destination: { store in
      switch store.case {
      case let .detail(store): NoteDetailView(store: store)
      case let .settings(store): SettingsView(store: store)
      }
    }
  }
}

@main
struct NotesMain: App {
  let store = Store(initialState: NotesApp.State()) { NotesApp() }
  var body: some Scene { WindowGroup { NotesAppView(store: store) } }
}
