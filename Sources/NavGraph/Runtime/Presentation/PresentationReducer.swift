/// `ifLet(\.$destination, action: \.destination) { Destination() }`: runs a presented feature
/// inside its parent and manages its lifetime (spec 1.3–1.5).
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  public let base: Base
  public let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  public let toPresentationAction: CaseKeyPath<Base.Action, PresentationAction<Destination.Action>>
  public let destination: Destination
  public let location: IssueLocation
  let presentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>

  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: CaseKeyPath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination,
    location: IssueLocation
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.location = location
    self.presentationAction = AnyCasePath(toPresentationAction)
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initial = state[keyPath: toPresentationState]
    let presentationAction = self.presentationAction.extract(from: action)
    @Dependency(\.navigationIDPath) var parentPath

    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch (initial.wrappedValue, presentationAction) {
    case let (.some(presented), .dismiss?):
      // P-11: the parent sees the child before it goes away.
      baseEffects = base.reduce(into: &state, action: action)
      let before = navigationIDPath(for: presented, parentPath: parentPath)
      if state[keyPath: toPresentationState].wrappedValue.map({
        navigationIDPath(for: $0, parentPath: parentPath)
      }) == before {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (.some(let presented), .presented(let destinationAction)?):
      // P-12: the child runs first, with its own path and `dismiss`.
      let path = navigationIDPath(for: presented, parentPath: parentPath)
      var dependencies = DependencyValues._current
      dependencies.navigationIDPath = path
      dependencies.dismiss = DismissListeners.dismissEffect(for: path)
      let embedding = self.presentationAction
      destinationEffects = DependencyValues.$_current.withValue(dependencies) {
        destination.reduce(
          into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction)
      }
      .map { embedding.embed(.presented($0)) }
      .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
      baseEffects = base.reduce(into: &state, action: action)
      // P-42: an alert or dialog goes away after one of its own actions.
      if isEphemeral(presented),
        let after = state[keyPath: toPresentationState].wrappedValue,
        navigationIDPath(for: after, parentPath: parentPath) == path,
        ephemeralState(presented, canSend: destinationAction)
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (.none, _?):
      // P-14 / R-1: nothing to deliver to; the parent still runs.
      reportIssue(
        """
        An "ifLet" at "\(location.shortDescription)" received a presentation action when \
        destination state was absent. …

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error, and can happen for a few reasons:

        • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        • This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or from \
        effects that start from this reducer.
        """,
        at: location
      )
      baseEffects = base.reduce(into: &state, action: action)

    case (_, nil):
      baseEffects = base.reduce(into: &state, action: action)
    }

    // P-16…P-24: compare the mounted identity with the current one.
    let currentPath = state[keyPath: toPresentationState].wrappedValue.map {
      navigationIDPath(for: $0, parentPath: parentPath)
    }
    let identityChanged = initial.presentedID != currentPath
    if identityChanged, let mounted = initial.presentedID,
      initial.wrappedValue.map({
        navigationIDPath(for: $0, parentPath: parentPath) == mounted && !isEphemeral($0)
      }) ?? true
    {
      // Eager, like `.cancel(id:)` (E-13): the child's running effects stop now.
      Task.cancel(id: PresentedEffectsID(), path: mounted)
    }
    if identityChanged || state[keyPath: toPresentationState].presentedID == nil {
      state[keyPath: toPresentationState].presentedID = currentPath
    }
    var presentEffects = Effect<Base.Action>.none
    if identityChanged || initial.presentedID == nil,
      let currentPath,
      let current = state[keyPath: toPresentationState].wrappedValue,
      !isEphemeral(current)
    {
      let dismissAction = AnyCasePath(toPresentationAction).embed(.dismiss)
      presentEffects = DismissListeners.listener(at: currentPath, emitting: dismissAction)
        .cancellable(key: CancelKey(id: PresentedEffectsID(), path: currentPath))
    }
    // P-15: destination, parent, (eager) dismissal, presentation.
    return destinationEffects.merge(with: baseEffects).merge(with: presentEffects)
  }

  /// The destination's path: the parent's plus (key path, enum tag, Identifiable id) (P-8).
  func navigationIDPath(
    for state: Destination.State, parentPath: NavigationIDPath
  ) -> NavigationIDPath {
    parentPath.appending(NavigationID(base: state, keyPath: toPresentationState))
  }
}

extension Reducer {
  /// Embeds a destination feature presented from `PresentationState` (P-11…P-27).
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: destination(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Embeds ephemeral destination state (an alert or dialog) that has no reducer (P-26).
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Embeds an enum destination whose reducer is inferred from its `@Reducer enum` (N-7).
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer._CaseBody>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
