import NavGraphCore
import Testing

/// Pre-0.41 pullbacks whose environment is a trailing closure
/// (`child.pullback(state: \.child, action: /Action.child) { _ in .init() }`) compose as those
/// that pass it as `environment:`.
@Suite struct PullbackTrailingClosureTests {
  @Test func environmentsGivenAsTrailingClosures() {
    MarkedSources([
      "Sources/App/AppCore.swift": """
        struct AppState: Equatable {
          var settings: SettingsState? /*@edge appReducer settingsReducer presentation settings*/
          var rows: IdentifiedArrayOf<RowState> = [] /*@edge appReducer rowReducer collection rows*/
          var profile = ProfileState() /*@edge appReducer profileReducer scope profile*/
        }
        enum AppAction: Equatable {
          case settings(SettingsAction)
          case row(id: RowState.ID, action: RowAction)
          case profile(ProfileAction)
        }
        let appReducer = Reducer<AppState, AppAction, Void>.combine( /*@feature appReducer struct*/
          settingsReducer
            .optional()
            .pullback(state: \\.settings, action: /AppAction.settings) { _ in () },
          rowReducer.forEach(state: \\.rows, action: /AppAction.row(id:action:)) { _ in () },
          profileReducer.pullback(state: \\.profile, action: /AppAction.profile) { $0 }
        )
        struct SettingsState: Equatable {}
        enum SettingsAction: Equatable {}
        let settingsReducer = Reducer<SettingsState, SettingsAction, Void>.empty /*@feature settingsReducer struct*/
        struct RowState: Equatable, Identifiable { let id: UUID }
        enum RowAction: Equatable {}
        let rowReducer = Reducer<RowState, RowAction, Void>.empty /*@feature rowReducer struct*/
        struct ProfileState: Equatable {}
        enum ProfileAction: Equatable {}
        let profileReducer = Reducer<ProfileState, ProfileAction, Void>.empty /*@feature profileReducer struct*/
        /*@root appReducer*/
        """
    ]).check()
  }
}
