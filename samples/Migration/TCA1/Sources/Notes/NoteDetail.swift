import ComposableArchitecture
import SwiftUI

/// One note, pushed; editing it is a sheet.
@Reducer
struct NoteDetail {
  @ObservableState
  struct State {
    var note: Note
    @Presents var editor: NoteEditor.State?
  }

  enum Action {
    case editTapped
    case editor(PresentationAction<NoteEditor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.editor = NoteEditor.State(text: state.note.title)
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { NoteEditor() }
  }
}

struct NoteDetailView: View {
  @Bindable var store: StoreOf<NoteDetail>

  var body: some View {
    Text(store.note.title)
      .sheet(item: $store.scope(state: \.editor, action: \.editor)) { store in
        NoteEditorView(store: store)
      }
  }
}

/// Writes a note; closes itself.
@Reducer
struct NoteEditor {
  @ObservableState
  struct State { var text = "" }

  enum Action { case saveTapped }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { _ in await dismiss() }
    }
  }
}

/// The settings screen: nothing to navigate to.
@Reducer
struct Settings {
  @ObservableState
  struct State { var sortsByDate = true }
  enum Action { case toggleSort }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.sortsByDate.toggle()
      return .none
    }
  }
}

struct Note: Identifiable, Equatable {
  let id: UUID
  var title: String
}
