import NavGraphCore
import NavGraphSyntax
import Testing

/// Stores of the era before 0.41, built from a reducer value: in the app target, of a value
/// another module declares (`reducer: appReducer`), or of the value wrapped by one of its
/// methods (`appReducer.debug()`); and a store of `EmptyReducer` built in a closure
/// (`reducer: { EmptyReducer() }`), which runs no feature.
@Suite struct ValueReducerStoreTests {
  static let feature = """
    import ComposableArchitecture

    public struct AppState: Equatable {
      var settings: SettingsState?
    }
    public enum AppAction {
      case settings(SettingsAction)
      case settingsTapped
    }
    public struct AppEnvironment {}
    public struct SettingsState: Equatable {}
    public enum SettingsAction { case close }

    public let settingsReducer = Reducer<SettingsState, SettingsAction, Void> { _, _, _ in .none }

    public let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
      settingsReducer.optional().pullback(
        state: \\.settings, action: /AppAction.settings, environment: { _ in }),
      Reducer { state, action, _ in
        if case .settingsTapped = action { state.settings = SettingsState() }
        return .none
      }
    )
    """

  static func app(reducer: String) -> String {
    """
    import AppFeature
    import ComposableArchitecture
    import SwiftUI

    @main
    struct ExampleApp: App {
      let store = Store(initialState: AppState(), reducer: \(reducer), environment: AppEnvironment())
      var body: some Scene { WindowGroup { Text("") } }
    }
    """
  }

  @Test(arguments: ["appReducer", "appReducer.debug()", "appReducer.signpost().debug()"])
  func aValueOfAnotherModuleIsTheStoresFeature(_ reducer: String) {
    let scan = SourceScanner().scan(sources: [
      "Sources/AppFeature/AppFeature.swift": Self.feature,
      "Sources/ExampleApp/ExampleApp.swift": Self.app(reducer: reducer),
    ])
    let store = scan.census.sites.first { $0.kind == .store }
    #expect(store?.reading == .explained, "\(store?.detail ?? "no store site")")
    #expect(store?.detail == "an entry point: runs appReducer")
  }

  /// A type's factory (`Reducer.combine(...)`) wraps nothing: the store is named as written.
  @Test func aTypesFactoryIsNoWrapper() {
    let scan = SourceScanner().scan(sources: [
      "Sources/AppFeature/AppFeature.swift": Self.feature,
      "Sources/ExampleApp/ExampleApp.swift": Self.app(reducer: "Reducer.combine(appReducer)"),
    ])
    let store = scan.census.sites.first { $0.kind == .store }
    #expect(store?.spelling == "Store(Reducer.combine)")
  }

  /// So does an empty builder closure (`Store(initialState: ViewState(...)) {}`), whatever the
  /// store's generic arguments name.
  @Test(arguments: [
    "(initialState: .init(), reducer: { EmptyReducer() })",
    "(initialState: .init(), reducer: { ComposableArchitecture.EmptyReducer() })",
    "(initialState: .init(), reducer: {})", "(initialState: .init()) {}",
    "<SettingsState, Never>(initialState: .init()) {\n}",
  ])
  func aClosureBuildingEmptyReducerRunsNoFeature(_ arguments: String) {
    let source = """
      extension Store where State == SettingsState, Action == SettingsAction {
        static let placeholder = Store\(arguments)
      }
      """
    let scan = SourceScanner().scan(sources: [
      "Sources/AppFeature/AppFeature.swift": Self.feature,
      "Sources/AppFeature/Placeholder.swift": source,
    ])
    let store = scan.census.sites.first { $0.kind == .store }
    #expect(store?.reading == .notNavigation, "\(store?.detail ?? "no store site")")
  }
}
