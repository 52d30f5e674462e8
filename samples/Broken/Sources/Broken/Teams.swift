import ComposableArchitecture
import SwiftUI

// Teams warns when there are too few teams to shuffle and offers to add one, but the dialog
// holds Teams' own actions and the reducer clears it for every one of them
// (unhandled-prompt-action): "Add a team" arrives as `.tooFewTeams(.presented(.addTeam))`,
// which `case .tooFewTeams:` swallows, so the `.addTeam` handler never runs for it.
@Reducer
struct Teams {
  @ObservableState
  struct State {
    var teams: [String] = []
    @Presents var tooFewTeams: ConfirmationDialogState<Action>?
  }

  enum Action {
    case addTeam
    case shuffleTapped
    indirect case tooFewTeams(PresentationAction<Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTeam:
        state.teams.append("Team \(state.teams.count + 1)")
        return .none
      case .shuffleTapped:
        if state.teams.count < 2 { state.tooFewTeams = .tooFewTeams }
        return .none
      case .tooFewTeams:
        state.tooFewTeams = nil
        return .none
      }
    }
  }
}

extension ConfirmationDialogState where Action == Teams.Action {
  static var tooFewTeams: Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Not enough teams")
    } actions: {
      ButtonState(action: .send(.addTeam)) {
        TextState("Add a team")
      }
    } message: {
      TextState("Shuffling needs at least two teams.")
    }
  }
}

struct TeamsView: View {
  @Bindable var store: StoreOf<Teams>

  var body: some View {
    List(store.teams, id: \.self) { Text($0) }
      .toolbar { Button("Shuffle") { store.send(.shuffleTapped) } }
      .confirmationDialog($store.scope(state: \.tooFewTeams, action: \.tooFewTeams))
  }
}
