/// `ifLet(\.optional, action: \.child) { Child() }` for plain optional state (N-13…N-17).
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  public let parent: Parent
  public let toChildState: WritableKeyPath<Parent.State, Child.State?>
  public let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  public let child: Child
  public let location: IssueLocation
  let parentBody = ReducerBodyCache<Parent>()
  let childBody = ReducerBodyCache<Child>()

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let parentPath = DependencyValues._current.navigationIDPath
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if state[keyPath: toChildState] != nil {
        let path = parentPath.appending(
          NavigationID(base: state[keyPath: toChildState]!, keyPath: toChildState))
        let embed = toChildAction
        childEffects = withDependencies { $0.navigationIDPath = path } operation: {
          childBody.reduce(child, into: &state[keyPath: toChildState]!, action: childAction)
        }
        .map { embed.embed($0) }
        .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
      } else {
        reportIssue(
          """
          An "ifLet" at "\(location.shortDescription)" received a child action when child state \
          was "nil".

            Action:
          \(String(customDumping: action).indent(by: 4))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set child state to "nil" before this reducer ran. This reducer must \
          run before any other reducer sets child state to "nil". This ensures that child \
          reducers can handle their actions while their state is still available.

          An in-flight effect emitted this action when child state was "nil". While it may be \
          perfectly reasonable to ignore this action, consider canceling the associated effect \
          before child state becomes "nil", especially if it is a long-living effect.

          This action was sent to the store while state was "nil". Make sure that actions for \
          this reducer can only be sent from a store when state is non-"nil". In SwiftUI \
          applications, use "IfLetStore".
          """,
          at: location
        )
      }
    }
    // N-15: identity is sampled after the child ran, and again after the parent ran.
    let before = state[keyPath: toChildState].map { NavigationID(base: $0, keyPath: toChildState) }
    let parentEffects = parentBody.reduce(parent, into: &state, action: action)
    let after = state[keyPath: toChildState].map { NavigationID(base: $0, keyPath: toChildState) }
    if let before, before != after {
      Task.cancel(id: PresentedEffectsID(), path: parentPath.appending(before))
    }
    // N-16: ephemeral child state goes away after one of its actions.
    if toChildAction.extract(from: action) != nil, let before, before == after,
      let childState = state[keyPath: toChildState], isEphemeral(childState)
    {
      state[keyPath: toChildState] = nil
    }
    return childEffects.merge(with: parentEffects)
  }
}

extension Reducer {
  /// Embeds a child reducer that runs while optional state is non-nil.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      parent: self, toChildState: toWrappedState, toChildAction: AnyCasePath(toWrappedAction),
      child: wrapped(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Optional ephemeral state (an alert) with no reducer of its own.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
