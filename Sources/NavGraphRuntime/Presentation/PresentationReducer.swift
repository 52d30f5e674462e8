/// `ifLet(\.$destination, action: \.destination) { Destination() }`: runs a presented feature
/// inside its parent and manages its lifetime (spec 1.3–1.5).
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  public let base: Base
  public let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  public let destination: Destination
  public let location: IssueLocation
  @usableFromInline
  let presentationAction: ProjectingCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let baseBody = ReducerBodyCache<Base>()
  @usableFromInline let destinationBody = ReducerBodyCache<Destination>()
  @usableFromInline let identity = NavigationIdentity<Destination.State>()
  /// The path and dependencies of the destination that received the previous action.
  @usableFromInline let destinationDependencies = ChildDependencies()

  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination,
    location: IssueLocation
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.destination = destination
    self.location = location
    self.presentationAction = ProjectingCasePath(toPresentationAction)
  }

  /// The `action:` path, a case key path or (the older spelling) an `AnyCasePath`.
  public var toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  { presentationAction.casePath }

  /// Inlinable, with the rare paths in separate functions: the common one — an action for the
  /// presented destination, or for the parent alone — is then compiled for the concrete
  /// feature types (see ``Reducer/_reduceFunction()``) instead of running as generic code.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let parentDependencies = DependencyValues._current
    // The value and the mounted identity, read in one access, and not the whole
    // `PresentationState`: a second reference to its storage box would make the child's in-place
    // mutation copy the box.
    var initialValue: Destination.State?
    var initialPresentedID: NavigationIDPath?
    withPresentation(&state) {
      initialValue = $0.wrappedValue
      initialPresentedID = $0.presentedID
    }
    let presentationAction = self.presentationAction.extract(from: action)

    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch presentationAction {
    case .dismiss? where initialValue != nil:
      baseEffects = dismiss(
        initialValue!, in: &state, action: action, parentDependencies: parentDependencies)

    case let .presented(destinationAction)? where initialValue != nil:
      let presented = initialValue!
      // P-12: the child runs first, with its own path and `dismiss`.
      let child = destinationDependencies.child(
        at: identity.id(of: presented, keyPath: toPresentationState), in: parentDependencies)
      let path = child.path
      let effects = withPresentation(&state) { presentation in
        DependencyValues.$_current.withValue(child.dependencies) {
          destinationBody.reduce(
            destination, into: &presentation.wrappedValue!, action: destinationAction)
        }
      }
      if !effects.isNone { destinationEffects = embed(effects, at: path) }
      baseEffects = baseBody.reduce(base, into: &state, action: action)
      // P-42: an alert or dialog goes away after one of its own actions.
      if identity.isEphemeral(presented) {
        dismissEphemeral(
          presented, after: destinationAction, in: &state, path: path,
          parentDependencies: parentDependencies)
      }

    case .some:
      // P-14 / R-1: nothing to deliver to; the parent still runs.
      reportMissingDestination(action)
      baseEffects = baseBody.reduce(base, into: &state, action: action)

    case nil:
      baseEffects = baseBody.reduce(base, into: &state, action: action)
    }

    // P-16…P-24: compare the mounted identity with the current one.
    var current: Destination.State?
    var currentPath: NavigationIDPath?
    withPresentation(&state) { presentation in
      current = presentation.wrappedValue
      currentPath = current.map {
        destinationDependencies.path(
          at: identity.id(of: $0, keyPath: toPresentationState), in: parentDependencies)
      }
      if initialPresentedID != currentPath || presentation.presentedID == nil {
        presentation.presentedID = currentPath
      }
    }
    let identityChanged = initialPresentedID != currentPath
    // P-15: destination, parent, (eager) dismissal, presentation.
    let effects = destinationEffects.merge(with: baseEffects)
    guard identityChanged || initialPresentedID == nil else { return effects }
    return effects.merge(
      with: remount(
        from: initialValue, at: initialPresentedID, to: current, at: currentPath,
        parentDependencies: parentDependencies, identityChanged: identityChanged))
  }

  /// P-11: the parent sees the child before it goes away; then the child goes, unless the parent
  /// replaced it.
  @usableFromInline
  func dismiss(
    _ presented: Destination.State, in state: inout Base.State, action: Base.Action,
    parentDependencies: DependencyValues
  ) -> Effect<Base.Action> {
    let parentPath = destinationDependencies.parentPath(in: parentDependencies)
    let baseEffects = baseBody.reduce(base, into: &state, action: action)
    let before = navigationIDPath(for: presented, parentPath: parentPath)
    withPresentation(&state) { presentation in
      if presentation.wrappedValue.map({ navigationIDPath(for: $0, parentPath: parentPath) })
        == before
      {
        presentation.wrappedValue = nil
      }
    }
    return baseEffects
  }

  /// The destination's effects as the parent's, cancelled with the destination (P-17).
  @usableFromInline
  func embed(
    _ effects: Effect<Destination.Action>, at path: NavigationIDPath
  ) -> Effect<Base.Action> {
    let embedding = presentationAction
    return effects.map { embedding.embed(.presented($0)) }
      .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
  }

  /// P-42: nils an alert or dialog after one of its own actions, unless the parent replaced it.
  @usableFromInline
  func dismissEphemeral(
    _ presented: Destination.State, after destinationAction: Destination.Action,
    in state: inout Base.State, path: NavigationIDPath, parentDependencies: DependencyValues
  ) {
    let parentPath = destinationDependencies.parentPath(in: parentDependencies)
    withPresentation(&state) { presentation in
      if let after = presentation.wrappedValue,
        navigationIDPath(for: after, parentPath: parentPath) == path,
        ephemeralState(presented, canSend: destinationAction)
      {
        presentation.wrappedValue = nil
      }
    }
  }

  /// P-16…P-24, when the mounted identity changed (or nothing was mounted yet): cancels what the
  /// old destination left running, and returns the new destination's dismiss listener.
  @usableFromInline
  func remount(
    from initialValue: Destination.State?, at initialPresentedID: NavigationIDPath?,
    to current: Destination.State?, at currentPath: NavigationIDPath?,
    parentDependencies: DependencyValues, identityChanged: Bool
  ) -> Effect<Base.Action> {
    let parentPath = destinationDependencies.parentPath(in: parentDependencies)
    if identityChanged, let mounted = initialPresentedID,
      initialValue.map({
        navigationIDPath(for: $0, parentPath: parentPath) == mounted && !identity.isEphemeral($0)
      }) ?? true
    {
      // Eager, like `.cancel(id:)` (E-13): the child's running effects stop now.
      Task.cancel(id: PresentedEffectsID(), path: mounted)
    }
    guard let currentPath, let current, !identity.isEphemeral(current) else { return .none }
    let dismissAction = presentationAction.embed(.dismiss)
    return DismissListeners.listener(at: currentPath, emitting: dismissAction)
      .cancellable(key: CancelKey(id: PresentedEffectsID(), path: currentPath))
  }

  @usableFromInline
  func reportMissingDestination(_ action: Base.Action) {
    reportIssue(
      """
      An "ifLet" at "\(location.shortDescription)" received a presentation action when \
      destination state was absent.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil". This ensures that \
      destination reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a store when state is present, or from \
      effects that start from this reducer.
      """,
      at: location
    )
  }

  @inlinable
  func withPresentation<R>(
    _ state: inout Base.State, _ body: (inout PresentationState<Destination.State>) -> R
  ) -> R {
    body(&state[keyPath: toPresentationState])
  }

  /// The destination's path: the parent's plus (key path, enum tag, Identifiable id) (P-8).
  @usableFromInline
  func navigationIDPath(
    for state: Destination.State, parentPath: NavigationIDPath
  ) -> NavigationIDPath {
    parentPath.appending(identity.id(of: state, keyPath: toPresentationState))
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
      toPresentationAction: AnyCasePath(toPresentationAction), destination: destination(),
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
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
