/// Runs a child reducer on a part of the parent's state: a key path into a struct, or (the older
/// spelling) a case of an enum (N-21…N-24). It adds no navigation component: scoped children
/// share their parent's cancellation namespace.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  public enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    /// The case path to run on, and the case key path it came from when there is one (the
    /// `/State.case` spelling has none): formatted into the case's name only when something
    /// asks (discovery, a message).
    case casePath(AnyCasePath<ParentState, Child.State>, AnyKeyPath?)
  }

  public let toChildState: StatePath
  public let toChildAction: AnyCasePath<ParentAction, Child.Action>
  /// The `action:` case key path, kept as is: formatting it is only worth it for a message.
  /// `nil` for the `/Action.case` spelling.
  let actionKeyPath: AnyKeyPath?
  public let child: Child
  public let location: IssueLocation
  let childBody = ReducerBodyCache<Child>()

  public var actionPathDescription: String {
    actionKeyPath.map { "\($0)" } ?? String(reflecting: toChildAction)
  }

  init(
    toChildState: StatePath, toChildAction: AnyCasePath<ParentAction, Child.Action>,
    actionKeyPath: AnyKeyPath?, child: Child, location: IssueLocation
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.actionKeyPath = actionKeyPath
    self.child = child
    self.location = location
  }

  /// `Scope(\.child, action: \.child) { Child() }`: TCA's spelling since 1.25 (N-23).
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState), toChildAction: AnyCasePath(toChildAction),
      actionKeyPath: toChildAction, child: child(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `Scope(state: \.child, action: \.child) { Child() }`: the labelled spelling of TCA 1.4–1.24,
  /// the same operator (N-21).
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState), toChildAction: AnyCasePath(toChildAction),
      actionKeyPath: toChildAction, child: child(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `Scope(state: \.case, action: \.case) { Child() }` on enum state (N-22).
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.init(
      toChildState: .casePath(AnyCasePath(toChildState), toChildState),
      toChildAction: AnyCasePath(toChildAction), actionKeyPath: toChildAction, child: child(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let embed = toChildAction
    switch toChildState {
    case let .keyPath(keyPath):
      return childBody.reduce(child, into: &state[keyPath: keyPath], action: childAction)
        .map { embed.embed($0) }
    case let .casePath(casePath, _):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" at "\(location.shortDescription)" received a child action when child state \
          was set to a different case.

            Action:
              \(debugCaseOutput(action))
            State:
              \(debugCaseOutput(state))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeName(ParentState.self))" to a different case before the \
          scoped reducer ran. Child reducers must run before any parent reducer sets child state \
          to a different case. This ensures that child reducers can handle their actions while \
          their state is still available. Consider using "Reducer.ifCaseLet" to embed this child \
          reducer in the parent reducer that change its state to ensure the child reducer runs \
          first.

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
        return .none
      }
      defer { state = casePath.embed(childState) }
      return childBody.reduce(child, into: &childState, action: childAction)
        .map { embed.embed($0) }
    }
  }
}
