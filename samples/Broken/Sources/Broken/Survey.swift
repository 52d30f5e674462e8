import ComposableArchitecture
import SwiftUI

// The questions sheet asks its parent to close it when the last answer is in, but nothing
// handles that request (unhandled-delegate-action): Questions matches `.delegate` only to
// ignore it, and Survey's catch-all for the sheet ignores it too, so the sheet never closes.
@Reducer
struct Questions {
  @ObservableState
  struct State {
    var remaining = 3
  }

  enum Action {
    case answerTapped
    case delegate(Delegate)

    enum Delegate { case completed }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .answerTapped:
        state.remaining -= 1
        return state.remaining == 0 ? .send(.delegate(.completed)) : .none
      case .delegate:
        return .none
      }
    }
  }
}

struct QuestionsView: View {
  let store: StoreOf<Questions>

  var body: some View {
    Button("Answer (\(store.remaining) left)") { store.send(.answerTapped) }
  }
}

@Reducer
struct Survey {
  @ObservableState
  struct State {
    @Presents var questions: Questions.State?
  }

  enum Action {
    case questions(PresentationAction<Questions.Action>)
    case startTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.questions = Questions.State()
        return .none
      case .questions:
        return .none
      }
    }
    .ifLet(\.$questions, action: \.questions) { Questions() }
  }
}

struct SurveyView: View {
  @Bindable var store: StoreOf<Survey>

  var body: some View {
    Button("Start") { store.send(.startTapped) }
      .sheet(item: $store.scope(state: \.questions, action: \.questions)) { questions in
        QuestionsView(store: questions)
      }
  }
}
