@_spi(Reflection) import CasePaths

/// `ifCaseLet(\.case, action: \.case) { Child() }`: runs a child while enum state is in one case
/// (N-8…N-11). `@Reducer enum` bodies are chains of these.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  public let parent: Parent
  public let toChildState: AnyCasePath<Parent.State, Child.State>
  public let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// The state case key path, kept as is: formatting it is only worth it when asked. `nil` for
  /// the `/State.case` spelling.
  let caseKeyPath: AnyKeyPath?
  public let child: Child
  public let location: IssueLocation
  let parentBody = ReducerBodyCache<Parent>()
  let childBody = ReducerBodyCache<Child>()

  public var caseName: String {
    caseKeyPath.map { "\($0)" } ?? typeName(Child.State.self)
  }

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let parentPath = DependencyValues._current.navigationIDPath
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = toChildState.extract(from: state) {
        let path = parentPath.appending(identity(of: childState, in: state))
        let embed = toChildAction
        childEffects = withDependencies { $0.navigationIDPath = path } operation: {
          childBody.reduce(child, into: &childState, action: childAction)
        }
        .map { embed.embed($0) }
        .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
        state = toChildState.embed(childState)
      } else {
        reportIssue(
          """
          An "ifCaseLet" at "\(location.shortDescription)" received a child action when child \
          state was set to a different case.

            Action:
          \(String(customDumping: action).indent(by: 4))
            State:
          \(String(customDumping: state).indent(by: 4))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeName(Parent.State.self))" to a different case before \
          this reducer ran. This reducer must run before any other reducer sets child state to \
          a different case. This ensures that child reducers can handle their actions while \
          their state is still available.

          An in-flight effect emitted this action when child state was unavailable. While it \
          may be perfectly reasonable to ignore this action, consider canceling the associated \
          effect before child state changes to another case, especially if it is a long-living \
          effect.

          This action was sent to the store while state was another case. Make sure that \
          actions for this reducer can only be sent from a store when state is set to the \
          appropriate case. In SwiftUI applications, use "SwitchStore".
          """,
          at: location
        )
      }
    }
    // N-11: a case or identity change made by the parent cancels the old case's effects.
    let before = toChildState.extract(from: state).map { identity(of: $0, in: state) }
    let parentEffects = parentBody.reduce(parent, into: &state, action: action)
    if let before {
      let after = toChildState.extract(from: state).map { identity(of: $0, in: state) }
      if before != after {
        Task.cancel(id: PresentedEffectsID(), path: parentPath.appending(before))
      }
    }
    return childEffects.merge(with: parentEffects)
  }

  private func identity(of childState: Child.State, in state: Parent.State) -> NavigationID {
    NavigationID(root: Parent.State.self, value: childState, caseTag: enumTag(state))
  }
}

extension Reducer {
  /// Embeds a child reducer that runs while enum state is in one case.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where State: CasePathable, Case.State == CaseState, Case.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction), caseKeyPath: toCaseState, child: `case`(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
