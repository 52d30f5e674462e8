import NavGraphSyntax

/// The names a renaming leaves alone even where the app declares them: the words of TCA,
/// TCACoordinators, SwiftUI and Swift whose meaning the scanner rightly relies on. The names of
/// the calls it recognizes come from the recognizers themselves (`all`).
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

  /// The members of TCA's navigation, effect and action types the app's code calls or matches
  /// (`.presented`, `.element(id:action:)`) that no recognizer reads as a call.
  static let tcaMembers: Set<String> = [
    "optional", "presented", "dismiss", "element", "push", "popFrom", "pop", "send", "receive",
    "none", "merge", "concatenate", "cancel", "cancellable", "post", "binding",
  ]

  /// TCA's types, macros and attributes (also 2.0's and the older ones).
  static let tcaTypes: Set<String> = [
    "Reducer", "ReducerProtocol", "ReducerOf", "AnyReducer", "EmptyReducer", "Reduce",
    "CombineReducers", "Effect", "EffectOf", "EffectTask", "TestStore",
    "ViewStore", "ViewStoreOf", "StackState", "StackAction", "StackActionOf", "StackElementID",
    "PresentationState", "PresentationAction", "Presents", "PresentationStoreOf", "ButtonState",
    "TextState", "IdentifiedArray", "IdentifiedArrayOf",
    "IdentifiedAction", "IdentifiedActionOf", "ObservableState", "CasePathable", "Feature",
    "FeatureProtocol", "Prompt", "ReducerCaseEphemeral", "ReducerCaseIgnored",
    "NavigationLinkStore", "IfLetStore", "ForEachStore", "SwitchStore",
    "CaseLet", "WithViewStore", "ComposableArchitecture", "ComposableArchitecture2", "Dependency",
    "DependencyValues",
  ]

  /// TCACoordinators: its router types, its route constructors and the implicit `routes`
  /// array `forEachRoute` integrates.
  static let coordinators: Set<String> = [
    "Route", "routes", "root", "cover", "sheet", "presentSheet", "presentCover",
    "IdentifiedRouterState", "IndexedRouterState", "IdentifiedRouterAction",
    "IndexedRouterAction", "routeAction", "updateRoutes", "router",
  ]

  /// SwiftUI's navigation and views the scanner reads beside the modifiers it recognizes.
  static let swiftUI: Set<String> = [
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

  /// With every name the scanner's recognizers call (`RecognizedCallees`: the
  /// reducer operators, the view modifiers, `Store`, `AlertState`, …), declared beside the
  /// code that reads them and not again here.
  static let all: Set<String> = requirements.union(tcaMembers).union(tcaTypes)
    .union(coordinators).union(swiftUI).union(swift).union(prompts)
    .union(RecognizedCallees.names)
}
