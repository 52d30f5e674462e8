import ComposableArchitecture
import ProfileFeature

// Old style in the same module: `Reducer` conformance in an extension, case-path Scope.
public struct Tabs { /*@feature Tabs struct*/
  public struct State {
    var profile = ProfileReducer.State() /*@edge Tabs ProfileReducer scope profile*/
    var selected = 0
  }
  public enum Action {
    case profile(ProfileReducer.Action)
    case select(Int)
  }
}

extension Tabs: Reducer {
  public var body: some ReducerOf<Self> {
    Scope(state: \.profile, action: /Action.profile) {
      ProfileReducer()
    }
  }
}
