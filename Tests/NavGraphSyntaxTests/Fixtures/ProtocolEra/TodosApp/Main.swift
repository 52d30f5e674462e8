import ComposableArchitecture
import SwiftUI

struct Main: ReducerProtocol { /*@feature Main struct*/
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo.State> = [] /*@edge Main Todo collection todos*/
    var editor: Editor.State? /*@edge Main Editor presentation editor - - sheet*/
    var stats = Stats.State() /*@edge Main Stats scope stats*/
    var filter: Filter = .all
    // Optional child state that nothing integrates: not an edge.
    var draft: Editor.State?
  }
  enum Action: Equatable {
    case todo(id: Todo.State.ID, action: Todo.Action)
    case editor(Editor.Action)
    case stats(Stats.Action)
    case editTapped(Todo.State.ID)
    case editorDismissed
  }
  enum Filter { case all, active, completed }

  var body: some ReducerProtocolOf<Self> {
    Scope(state: \.stats, action: /Action.stats) {
      Stats()
    }
    Reduce { state, action in
      switch action {
      case let .editTapped(id):
        state.editor = Editor.State(todo: state.todos[id: id]!)
        return .none
      case .editorDismissed:
        state.editor = nil
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.editor, action: /Action.editor) {
      Editor()
    }
    .forEach(\.todos, action: /Action.todo(id:action:)) {
      Todo()
    }
  }
}

struct MainView: View {
  let store: StoreOf<Main>
  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      List {
        ForEachStore(self.store.scope(state: \.todos, action: Main.Action.todo(id:action:))) {
          TodoView(store: $0)
        }
      }
      .sheet(isPresented: viewStore.binding(get: { $0.editor != nil }, send: .editorDismissed)) {
        IfLetStore(self.store.scope(state: \.editor, action: Main.Action.editor)) {
          EditorView(store: $0)
        }
      }
    }
  }
}
