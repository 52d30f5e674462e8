import ComposableArchitecture2
import SwiftUI

/// The root: a list of notes, and a stack that shows a note or the settings.
@Feature
struct NotesApp {
  @Feature
  enum Path {
    case detail(NoteDetail)
    case settings(Settings)
  }

  struct State {
    var list = NotesList.State()
    var path: [Path.State] = []
  }

  enum Action {
    case list(NotesList.Action)
    case path(Path.State.ID, Path.Action)
  }

  var body: some Feature {
    Scope(\.list, action: \.list) { NotesList() }
    Update { state, action in
      switch action {
      case let .list(.delegate(.open(note))):
        state.path.append(.detail(NoteDetail.State(note: note)))
      case .list(.delegate(.openSettings)):
        state.path.append(.settings(Settings.State()))
      case .list, .path:
        break
      }
    }
    .forEach(\.path, action: \.path, dismissStyle: .stack) { Path.body }
  }
}

struct NotesAppView: View {
  @Bindable var store: StoreOf<NotesApp>

  var body: some View {
    NavigationStack(path: $store.scope(\.path, action: \.path)) {
      NotesListView(store: store.scope(\.list, action: \.list))
        .navigationDestination(for: NotesApp.Path.StoreEnumeration.self) { store in
          switch store {
          case let .detail(store): NoteDetailView(store: store)
          case let .settings(store): SettingsView(store: store)
          }
        }
    }
  }
}

@main
struct NotesMain: App {
  let store = Store(initialState: NotesApp.State()) { NotesApp() }
  var body: some Scene { WindowGroup { NotesAppView(store: store) } }
}
