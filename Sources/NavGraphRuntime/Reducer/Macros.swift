/// Conforms a struct to ``Reducer``, or synthesises an enum reducer's `State`, `Action` and
/// `body`; both record ``NavigationReflection`` metadata.
@attached(
  member, names: named(State), named(Action), named(body), named(_Body),
  named(_navigationReflection))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, _NavigationReflectable)
public macro Reducer() = #externalMacro(module: "NavGraphMacros", type: "ReducerMacro")

/// `@Reducer(state: .equatable, action: .equatable)`: extra conformances for the synthesised
/// enums of a `@Reducer enum`.
@attached(
  member, names: named(State), named(Action), named(body), named(_Body),
  named(_navigationReflection))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, _NavigationReflectable)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "NavGraphMacros", type: "ReducerMacro")

/// A conformance `@Reducer` can add to a synthesised `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
  public static let codable = Self()
  public static let decodable = Self()
  public static let encodable = Self()
  public static let equatable = Self()
  public static let hashable = Self()
  public static let sendable = Self()
}

/// Accepted for source compatibility; there is no observation machinery without SwiftUI.
@attached(member)
public macro ObservableState() =
  #externalMacro(module: "NavGraphMacros", type: "ObservableStateMacro")

/// Marks a `@Reducer enum` case that has no reducer.
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "NavGraphMacros", type: "ObservableStateMacro")
