/// The names a renaming leaves alone even where the app declares them: the words of TCA,
/// TCACoordinators, SwiftUI and Swift whose meaning the scanner rightly relies on.
///
/// A name is here only when it is the library's: a requirement the library gives meaning to
/// (`State`, `body`), a library member the app's code calls or matches (`ifLet`, `.presented`,
/// `.sheet(...)`), or a library type. An app that declares `case alert(AlertState<...>)` or
/// `case sheet` keeps that name, because its uses (`.alert(...)`) cannot be told from SwiftUI's
/// modifier of the same name without type checking.
///
/// Names the app chooses are not here, however common in TCA code: `Destination`, `Path`,
/// `destination`, `path`, `store`, `viewStore`, `state` and `action` (a reducer's parameters),
/// `delegate`. The scanner must read them by their role, and a renaming tests that it does.
/// Labels of library calls (`NavigationStack(path:)`, `.sheet(item:)`, `Scope(state:)`) are
/// kept by position instead (`IdentifierRenamer`): the field `path` is renamed, the label of
/// SwiftUI's initializer is not.
enum ScannerVocabulary {
  /// TCA's requirements and the names it gives the types a feature declares.
  static let requirements: Set<String> = [
    "State", "Action", "body", "reduce", "Body", "ViewAction", "view",
  ]

  /// TCA's reducer operators and the members of its navigation, effect and action types, as
  /// the app's code calls or matches them (`.presented`, `.element(id:action:)`).
  static let tcaMembers: Set<String> = [
    "ifLet", "forEach", "ifCaseLet", "scope", "Scope", "Spawn", "spawn", "pullback", "optional",
    "presented", "dismiss", "element", "push", "popFrom", "pop", "send", "receive", "run",
    "none", "merge", "concatenate", "cancel", "cancellable", "post", "binding", "alert",
    "confirmationDialog",
  ]

  /// TCA's types, macros and attributes (also 2.0's and the older ones).
  static let tcaTypes: Set<String> = [
    "Reducer", "ReducerProtocol", "ReducerOf", "AnyReducer", "EmptyReducer", "Reduce",
    "CombineReducers", "Effect", "EffectOf", "EffectTask", "Store", "StoreOf", "TestStore",
    "ViewStore", "ViewStoreOf", "StackState", "StackAction", "StackActionOf", "StackElementID",
    "PresentationState", "PresentationAction", "Presents", "PresentationStoreOf", "AlertState",
    "ConfirmationDialogState", "ButtonState", "TextState", "IdentifiedArray", "IdentifiedArrayOf",
    "IdentifiedAction", "IdentifiedActionOf", "ObservableState", "CasePathable", "Feature",
    "FeatureProtocol", "Prompt", "ReducerCaseEphemeral", "ReducerCaseIgnored",
    "NavigationStackStore", "NavigationLinkStore", "IfLetStore", "ForEachStore", "SwitchStore",
    "CaseLet", "WithViewStore", "ComposableArchitecture", "ComposableArchitecture2", "Dependency",
    "DependencyValues",
  ]

  /// TCACoordinators: its router types, its route constructors and the implicit `routes`
  /// array `forEachRoute` integrates.
  static let coordinators: Set<String> = [
    "Route", "TCARouter", "routes", "root", "cover", "sheet", "presentSheet", "presentCover",
    "forEachRoute", "forEachIdentifiedRoute", "forEachIndexedRoute", "IdentifiedRouterState",
    "IndexedRouterState", "IdentifiedRouterAction", "IndexedRouterAction", "routeAction",
    "updateRoutes", "router",
  ]

  /// SwiftUI's presentations and navigation, which the scanner reads in views.
  static let swiftUI: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationStack",
    "NavigationLink", "NavigationView", "Binding", "Bindable", "View", "App", "Scene",
    "PreviewProvider", "Preview", "previews",
  ]

  /// Swift's own words the scanner reads in types and effects.
  static let swift: Set<String> = [
    "Optional", "Array", "Dictionary", "Value", "ID", "some", "Self", "init", "XCTest",
    "Testing", "Swift",
  ]

  /// The roles of an alert's buttons (`.destructive(...)`, `.default(...)`), which tell a
  /// button that closes the alert.
  static let prompts: Set<String> = ["destructive", "default"]

  static let all: Set<String> = requirements.union(tcaMembers).union(tcaTypes)
    .union(coordinators).union(swiftUI).union(swift).union(prompts)
}
