import ComposableArchitecture

// Mistakes the team has accepted, silenced where they are declared: none of these appear in
// the reports.
@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    // navviz:disable-next-line multiple-presentation-optionals -- both sheets go in JIRA-42
    @Presents var avatarPicker: AvatarPicker.State?
    @Presents var nameEditor: AvatarPicker.State?
  }

  enum Action {
    case avatarPicker(PresentationAction<AvatarPicker.Action>)
    case nameEditor(PresentationAction<AvatarPicker.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.avatarPicker = AvatarPicker.State()
      state.nameEditor = AvatarPicker.State()
      return .none
    }
    .ifLet(\.$avatarPicker, action: \.avatarPicker) { AvatarPicker() }
    .ifLet(\.$nameEditor, action: \.nameEditor) { AvatarPicker() }
  }
}

// navviz:disable send-after-dismiss, unhandled-delegate-action -- the picker is being rewritten
@Reducer
struct AvatarPicker {
  @ObservableState
  struct State: Equatable {}
  enum Action { case picked, delegate(Delegate) }
  enum Delegate { case picked }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { send in
        await dismiss()
        await send(.delegate(.picked))
      }
    }
  }
}
// navviz:enable send-after-dismiss, unhandled-delegate-action
