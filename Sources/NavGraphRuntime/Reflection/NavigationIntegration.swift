/// What one integrating operator (`ifLet`, `forEach`, `Scope`, `ifCaseLet`) tells the
/// reflection walker (in its ``_ReflectionRole``): which part of the parent's state holds the
/// child, how, and the child reducer value it runs there.
public struct NavigationIntegration {
  public enum Container {
    /// `ifLet(\.$field, ...)` over `PresentationState`.
    case presentation
    /// `ifLet(\.field, ...)` over a plain optional.
    case optional
    /// `forEach(\.path, ...)` over `StackState`.
    case stack
    /// `forEach(\.rows, ...)` over an `IdentifiedArray`: rows, not navigation.
    case collection
    /// `Scope(state: \.field, ...)`: always present.
    case scope
    /// `ifCaseLet(\.case, ...)` or `Scope(state: /State.case, ...)` on enum state, with the
    /// case's name. The name is formatted from the case key path only when the walker asks:
    /// describing a key path costs protocol-conformance lookups, and an enum reducer's body is
    /// a chain of these whose names the walker mostly never reads (it takes them from the
    /// `@Reducer` metadata).
    case enumCase(name: () -> String)
  }

  public let container: Container
  /// The key path the operator was given; `nil` for case paths.
  public let stateKeyPath: AnyKeyPath?
  /// The child's state type (the element type for stacks, the wrapped type for optionals).
  public let childStateType: any Any.Type
  /// The child reducer as built by the operator's closure (or inferred from an enum reducer).
  public let child: any Reducer
  /// Where the operator is applied, for graphs of reducers without `@Reducer` metadata.
  public let location: IssueLocation

  public init(
    container: Container, stateKeyPath: AnyKeyPath?, childStateType: any Any.Type,
    child: any Reducer, location: IssueLocation
  ) {
    self.container = container
    self.stateKeyPath = stateKeyPath
    self.childStateType = childStateType
    self.child = child
    self.location = location
  }
}
