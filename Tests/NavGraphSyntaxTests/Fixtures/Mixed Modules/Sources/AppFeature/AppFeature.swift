import ComposableArchitecture
import ProfileFeature
import SettingsFeature
import SwiftUI

// New API beside old in one module, children from other modules, a shared short name.
@Reducer
public struct AppFeature { /*@feature AppFeature struct*/
  @ObservableState
  public struct State {
    var tabs = Tabs.State() /*@edge AppFeature Tabs scope tabs*/
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }
  public enum Action {
    case tabs(Tabs.Action)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }
  public var body: some ReducerOf<Self> {
    Scope(\.tabs, action: \.tabs) {
      Tabs()
    }
    Reduce { state, action in
      switch action {
      case .tabs(.profile(.delegate(.openSettings))):
        state.destination = .settings(SettingsFeature.SettingsReducer.State())
        return .none
      case .tabs(.profile(.delegate(.openDetail))):
        state.path.append(.profileDetail(ProfileFeature.DetailFeature.State()))
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}
