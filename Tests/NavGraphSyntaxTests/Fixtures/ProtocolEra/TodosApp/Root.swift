import ComposableArchitecture
import SwiftUI

// TCA 0.41-0.59: `ReducerProtocol`, `EffectTask`, optional child state with `ifLet`,
// `ifCaseLet` on an enum root, `forEach` with `/Action.todo(id:action:)`.
struct Root: ReducerProtocol { /*@feature Root struct*/
  enum State: Equatable {
    case onboarding(Onboarding.State) /*@edge Root Onboarding scope - - onboarding*/
    case main(Main.State) /*@edge Root Main scope - - main*/
  }
  enum Action: Equatable {
    case onboarding(Onboarding.Action)
    case main(Main.Action)
  }
  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      switch action {
      case .onboarding(.finished):
        state = .main(Main.State())
        return .none
      default:
        return .none
      }
    }
    .ifCaseLet(/State.onboarding, action: /Action.onboarding) {
      Onboarding()
    }
    .ifCaseLet(/State.main, action: /Action.main) {
      Main()
    }
  }
}

struct RootView: View {
  let store: StoreOf<Root>
  var body: some View {
    SwitchStore(self.store) { state in
      switch state {
      case .onboarding:
        CaseLet(/Root.State.onboarding, action: Root.Action.onboarding, then: OnboardingView.init)
      case .main:
        CaseLet(/Root.State.main, action: Root.Action.main, then: MainView.init)
      }
    }
  }
}
/*@root Root*/
