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
  let presentationAction: ProjectingCasePath<Base.Action, PresentationAction<Destination.Action>>
  let baseBody = ReducerBodyCache<Base>()
  let destinationBody = ReducerBodyCache<Destination>()
  let identity = NavigationIdentity<Destination.State>()
  /// The path and dependencies of the destination that received the previous action.
  let destinationDependencies = ChildDependencies()

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
    self.presentationAction = ProjectingCasePath(AnyCasePath(toPresentationAction))
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let parentDependencies = DependencyValues._current
    let parentPath = destinationDependencies.parentPath(in: parentDependencies)
    // The value and the mounted identity, read in one access, and not the whole
    // `PresentationState`: a second reference to its storage box would make the child's in-place
    // mutation copy the box.
    // (No tuples: in this unspecialized generic code each tuple type costs a metadata lookup.)
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
      let presented = initialValue!
      // P-11: the parent sees the child before it goes away.
      baseEffects = baseBody.reduce(base, into: &state, action: action)
      let before = navigationIDPath(for: presented, parentPath: parentPath)
      withPresentation(&state) { presentation in
        if presentation.wrappedValue.map({ navigationIDPath(for: $0, parentPath: parentPath) })
          == before
        {
          presentation.wrappedValue = nil
        }
      }

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
      if !effects.isNone {
        let embedding = self.presentationAction
        destinationEffects = effects.map { embedding.embed(.presented($0)) }
          .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
      }
      baseEffects = baseBody.reduce(base, into: &state, action: action)
      // P-42: an alert or dialog goes away after one of its own actions.
      if identity.isEphemeral(presented) {
        withPresentation(&state) { presentation in
          if let after = presentation.wrappedValue,
            navigationIDPath(for: after, parentPath: parentPath) == path,
            ephemeralState(presented, canSend: destinationAction)
          {
            presentation.wrappedValue = nil
          }
        }
      }

    case .some:
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
    if identityChanged, let mounted = initialPresentedID,
      initialValue.map({
        navigationIDPath(for: $0, parentPath: parentPath) == mounted && !identity.isEphemeral($0)
      }) ?? true
    {
      // Eager, like `.cancel(id:)` (E-13): the child's running effects stop now.
      Task.cancel(id: PresentedEffectsID(), path: mounted)
    }
    var presentEffects = Effect<Base.Action>.none
    if identityChanged || initialPresentedID == nil,
      let currentPath, let current, !identity.isEphemeral(current)
    {
      let dismissAction = self.presentationAction.embed(.dismiss)
      presentEffects = DismissListeners.listener(at: currentPath, emitting: dismissAction)
        .cancellable(key: CancelKey(id: PresentedEffectsID(), path: currentPath))
    }
    // P-15: destination, parent, (eager) dismissal, presentation.
    return destinationEffects.merge(with: baseEffects).merge(with: presentEffects)
  }

  private func withPresentation<R>(
    _ state: inout Base.State, _ body: (inout PresentationState<Destination.State>) -> R
  ) -> R {
    body(&state[keyPath: toPresentationState])
  }

  /// The destination's path: the parent's plus (key path, enum tag, Identifiable id) (P-8).
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
