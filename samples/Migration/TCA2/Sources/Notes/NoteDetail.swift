import ComposableArchitecture2
import SwiftUI

/// One note, pushed; editing it is a sheet. Written in the beta's older spelling (`action:`
/// beside the key path), as files not yet touched since the beta moved are.
@Feature
struct NoteDetail {
  struct State {
    var note: Note
    var editor: NoteEditor.State?
  }

  enum Action {
    case editTapped
    case editor(NoteEditor.Action)
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .editTapped:
        state.editor = NoteEditor.State(text: state.note.title)
      case .editor:
        break
      }
    }
    .ifLet(\.editor, action: \.editor) { NoteEditor() }
  }
}

struct NoteDetailView: View {
  @Bindable var store: StoreOf<NoteDetail>

  var body: some View {
    Text(store.note.title)
      .sheet(item: $store.scope(\.editor, action: \.editor)) { store in
        NoteEditorView(store: store)
      }
  }
}

/// Writes a note; closes itself.
@Feature
struct NoteEditor {
  struct State { var text = "" }
  enum Action { case saveTapped }

  var body: some Feature {
    Update { _, _ in
      store.dismiss()
    }
  }
}

/// The settings screen: nothing to navigate to.
@Feature
struct Settings {
  struct State { var sortsByDate = true }
  enum Action { case toggleSort }
  var body: some Feature {
    Update { state, _ in state.sortsByDate.toggle() }
  }
}

struct Note: Identifiable, Equatable {
  let id: UUID
  var title: String
}
