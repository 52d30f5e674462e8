import ComposableArchitecture2
import SwiftUI

/// The root: a list of notes, and a stack that shows a note or the settings. The list asks
/// for a push by posting an event (`NotesPush`); the root appends what it carries.
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
    Scope(\.list) { NotesList() }
    EmptyFeature()
      .forEach(\.path, dismissStyle: .stack) { Path.body }
      .onEvent(NotesPush.self) { value, state in
        state.path.append(value)
      }
  }
}

/// A screen to push onto the root's stack, posted by whichever feature asks for it.
enum NotesPush: FeatureEventKey {
  typealias Value = NotesApp.Path.State
}

struct NotesAppView: View {
  @Bindable var store: StoreOf<NotesApp>

  var body: some View {
    NavigationStack(path: $store.scope(\.path)) {
      NotesListView(store: store.scope(\.list))
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
