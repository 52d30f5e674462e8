import NavGraphCore
import Testing

/// Reducer values of the generic-reducer era typed through the app's own alias
/// (`typealias HomeReducer = Reducer<HomeState, HomeAction, HomeEnvironment>`, declared in
/// another file, or an alias of an alias) are features like those written with `Reducer<...>`;
/// a value of any other type of the app is not.
@Suite struct AliasedValueReducerTests {
  @Test func valuesTypedThroughAnAliasAreFeaturesWithTheirPullbacks() {
    MarkedSources([
      "Sources/Home/Home.swift": """
        public struct HomeState: Equatable {
          var settings: SettingsState? /*@edge homeReducer settingsReducer presentation settings*/
          var rows: IdentifiedArrayOf<RowState> = [] /*@edge homeReducer rowReducer collection rows*/
        }
        public enum HomeAction: Equatable {
          case settings(SettingsAction)
          case row(id: RowState.ID, action: RowAction)
        }
        public let homeReducer = HomeReducer.combine( /*@feature homeReducer struct*/
          settingsReducer
            .optional()
            .pullback(state: \\.settings, action: /HomeAction.settings, environment: { _ in .init() }),
          rowReducer.forEach(
            state: \\.rows, action: /HomeAction.row(id:action:), environment: { _ in .init() }),
          HomeReducer { state, action, environment in .none }
        )
        public let homeFormatter = DateFormatter()
        let homeTitle: Title = Title("Home")
        /*@root homeReducer*/
        """,
      "Sources/Home/Types.swift": """
        public typealias HomeReducer = Reducer<HomeState, HomeAction, HomeEnvironment>
        public typealias SettingsReducer = SettingsFeatureReducer
        public typealias SettingsFeatureReducer = Reducer<SettingsState, SettingsAction, Void>
        typealias RowReducer = AnyReducer<RowState, RowAction, Void>
        struct Title { init(_ text: String) {} }
        """,
      "Sources/Home/Children.swift": """
        struct SettingsState: Equatable {}
        enum SettingsAction: Equatable {}
        let settingsReducer = SettingsReducer { _, _, _ in .none } /*@feature settingsReducer struct*/
        struct RowState: Equatable, Identifiable { let id: UUID }
        enum RowAction: Equatable {}
        let rowReducer: RowReducer = .empty /*@feature rowReducer struct*/
        """,
    ]).check()
  }

  /// The alias's name need not say `Reducer`, nor need the value's: a name in any script or a
  /// backticked one is read as the same declaration (the static member too).
  @Test func anAliasOfAnyNameOrSpellingTypesAValue() {
    MarkedSources([
      "Sources/Home/Home.swift": """
        public typealias `Домашний` = Reducer<`HomeState`, HomeAction, Void>
        public struct `HomeState`: Equatable {
          var settings: SettingsState? /*@edge главный настройки presentation settings*/
        }
        public enum HomeAction: Equatable { case settings(SettingsAction) }
        private let главный = `Домашний`.combine( /*@feature главный struct*/
          настройки
            .optional()
            .pullback(state: \\.settings, action: /HomeAction.settings, environment: { _ in () })
        )
        struct SettingsState: Equatable {}
        enum SettingsAction: Equatable {}
        typealias Экран = Reducer<SettingsState, SettingsAction, Void>
        enum Namespace {
          static let настройки = Экран { _, _, _ in .none } /*@feature Namespace.настройки struct*/
        }
        let настройки = Экран { _, _, _ in .none } /*@feature настройки struct*/
        /*@root главный*/ /*@root Namespace.настройки*/
        """,
    ]).check()
  }
}
