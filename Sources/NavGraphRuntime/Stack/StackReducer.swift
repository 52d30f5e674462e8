import OrderedCollections

/// `forEach(\.path, action: \.path) { Path() }`: runs stack elements inside their parent and
/// manages their lifetime (spec 2.4, 2.5).
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  public let base: Base
  public let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  public let toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  /// The `action:` case key path, kept as is: formatting it is only worth it for a message.
  /// `nil` for the `/Action.case` spelling.
  let actionKeyPath: AnyKeyPath?
  public let destination: Destination
  public let location: IssueLocation
  @usableFromInline let baseBody = ReducerBodyCache<Base>()
  @usableFromInline let destinationBody = ReducerBodyCache<Destination>()
  /// The path and dependencies of the element that received the previous element action.
  @usableFromInline let elementDependencies = ChildDependencies()

  /// `toStackAction`, reading the payload in place once it has seen a stack action.
  @usableFromInline
  let stackAction:
    ProjectingCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>

  public var actionPathDescription: String {
    actionKeyPath.map { "\($0)" } ?? String(reflecting: toStackAction)
  }

  init(
    base: Base,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    actionKeyPath: AnyKeyPath?,
    destination: Destination,
    location: IssueLocation
  ) {
    self.base = base
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.actionKeyPath = actionKeyPath
    self.destination = destination
    self.location = location
    self.stackAction = ProjectingCasePath(toStackAction)
  }

  /// Inlinable, with pushes, pops and reports in separate functions: the common step — an
  /// action for an element, or for the parent alone — is then compiled for the concrete feature
  /// types (see ``Reducer/_reduceFunction()``) instead of running as generic code.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let parentDependencies = DependencyValues._current
    var initialMounted: MountedIDs?
    var elementEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch stackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      // One access to the stack for the whole element step: every `state[keyPath:]` read would
      // copy the stack, and a write through it would copy the element.
      let element = elementDependencies.child(
        at: NavigationID(stackKeyPath: toStackState, elementID: id), in: parentDependencies)
      let effects = withStack(&state) { stack -> Effect<Destination.Action>? in
        initialMounted = stack.mounted
        guard let index = stack.elements.index(forKey: id) else { return nil }
        // S-19: the element runs first, with its own path and `dismiss`. Modified through its
        // position: the keyed subscript would also prepare for an insertion or a removal.
        return DependencyValues.$_current.withValue(element.dependencies) {
          destinationBody.reduce(
            destination, into: &stack.elements.values[index], action: elementAction)
        }
      }
      if let effects {
        if !effects.isNone { elementEffects = embed(effects, id: id, at: element.path) }
      } else {
        reportMissingElement(elementAction)
      }
      baseEffects = baseBody.reduce(base, into: &state, action: action)

    case let .popFrom(id)?:
      initialMounted = state[keyPath: toStackState].mounted
      baseEffects = pop(from: id, in: &state, action: action)

    case let .push(id, element)?:
      initialMounted = state[keyPath: toStackState].mounted
      baseEffects = push(element, id: id, in: &state, action: action)

    case nil:
      initialMounted = state[keyPath: toStackState].mounted
      baseEffects = baseBody.reduce(base, into: &state, action: action)
    }

    // S-30: element, parent, (eager) cancellations, listeners.
    let effects = elementEffects.merge(with: baseEffects)
    // Usually nothing happened to the stack: no work, no writes.
    let stackChanged = withStack(&state) { stack in
      stack.mounted == nil || !stack.changeLog.added.isEmpty || !stack.changeLog.removed.isEmpty
    }
    guard stackChanged else { return effects }
    return effects.merge(
      with: mountChanges(in: &state, initialMounted: &initialMounted, parent: parentDependencies))
  }

  /// The element's effects as the parent's, cancelled with the element (S-24).
  @usableFromInline
  func embed(
    _ effects: Effect<Destination.Action>, id: StackElementID, at path: NavigationIDPath
  ) -> Effect<Base.Action> {
    let embed = toStackAction
    return effects.map { embed.embed(.element(id: id, action: $0)) }
      .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
  }

  /// S-21: the parent sees the element before it is removed.
  @usableFromInline
  func pop(
    from id: StackElementID, in state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    let existed = state[keyPath: toStackState].elements[id] != nil
    let baseEffects = baseBody.reduce(base, into: &state, action: action)
    if existed {
      state[keyPath: toStackState].pop(from: id)
    } else {
      reportIssue(
        """
        A "forEach" at "\(location.shortDescription)" received a "popFrom" action for a missing \
        element.

          ID:
            \(id.debugDescription)
          Path IDs:
            [\(state[keyPath: toStackState].ids.map(\.debugDescription).joined(separator: ", "))]
        """,
        at: location
      )
    }
    return baseEffects
  }

  /// S-22: the element is there before the parent runs.
  @usableFromInline
  func push(
    _ element: Destination.State, id: StackElementID, in state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
    if state[keyPath: toStackState].elements[id] != nil {
      reportIssue(
        """
        A "forEach" at "\(location.shortDescription)" received a "push" action for an element \
        it already contains.

          ID:
            \(id.debugDescription)
          Path IDs:
            [\(state[keyPath: toStackState].ids.map(\.debugDescription).joined(separator: ", "))]
        """,
        at: location
      )
    } else {
      @Dependency(\.context) var context
      @Dependency(\.stackElementID) var generator
      if context == .test {
        let next = generator.peek()
        if id.generation > next.generation {
          reportIssue(
            """
            A "forEach" at "\(location.shortDescription)" received a "push" action with an \
            unexpected generational ID.

              Received ID:
                \(id.debugDescription)
              Expected ID:
                \(next.debugDescription)
            """,
            at: location
          )
        } else if id.generation == next.generation {
          generator.advance(past: id)
        }
      }
      state[keyPath: toStackState].place(element, id: id)
    }
    return baseBody.reduce(base, into: &state, action: action)
  }

  /// S-24, S-25, S-27: cancels what disappeared from the stack and returns the listeners of
  /// what appeared.
  @usableFromInline
  func mountChanges(
    in state: inout Base.State, initialMounted: inout MountedIDs?,
    parent parentDependencies: DependencyValues
  ) -> Effect<Base.Action> {
    let parentPath = elementDependencies.parentPath(in: parentDependencies)
    var removed: [StackElementID] = []
    var added: [StackElementID] = []
    withStack(&state) { stack in
      if var mounted = stack.mounted {
        // Drop the other references to the ids first, so the updates below happen in place
        // instead of copying every mounted id (push + pop would grow with the stack).
        initialMounted = nil
        stack.mounted = nil
        removed = mounted.remove(stack.changeLog.removed)
        for id in stack.changeLog.added
        where stack.elements.index(forKey: id) != nil && mounted.insert(id) {
          added.append(id)
        }
        stack.mounted = mounted
        stack.changeLog.clear()
      } else {
        let current = Set(stack.elements.ids)
        let before = Set(initialMounted?.ids ?? [])
        removed = Array(before.subtracting(current))
        added = stack.elements.ids.filter { !before.contains($0) }
        stack.mounted = MountedIDs(stack.elements.ids)
        stack.changeLog.clear()
      }
    }
    for id in removed {
      Task.cancel(id: PresentedEffectsID(), path: elementPath(id, parentPath))
    }
    // One merge for all: merging one by one copies the list each time (quadratic when a stack
    // of thousands is mounted at once).
    return Effect<Base.Action>.merge(
      added.map { id in
        let path = elementPath(id, parentPath)
        return DismissListeners.listener(at: path, emitting: toStackAction.embed(.popFrom(id: id)))
          .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
      })
  }

  @inlinable
  func withStack<R>(
    _ state: inout Base.State, _ body: (inout StackState<Destination.State>) -> R
  ) -> R {
    body(&state[keyPath: toStackState])
  }

  func elementPath(_ id: StackElementID, _ parentPath: NavigationIDPath) -> NavigationIDPath {
    parentPath.appending(NavigationID(stackKeyPath: toStackState, elementID: id))
  }

  @usableFromInline
  func reportMissingElement(_ elementAction: Destination.Action) {
    reportIssue(
      """
      A "forEach" at "\(location.shortDescription)" received an action for a missing element.

        Action:
          \(debugCaseOutput(elementAction))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element reducers \
      can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when its \
      state contains an element at this id. In SwiftUI applications, use \
      "NavigationStack.init(path:)" with a binding to a store.
      """,
      at: location
    )
  }
}

extension Reducer {
  /// Embeds a navigation stack whose elements run `destination`.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self, toStackState: toStackState, toStackAction: AnyCasePath(toStackAction),
      actionKeyPath: toStackAction, destination: destination(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Embeds a stack of a `@Reducer enum`'s cases, inferring the reducer (N-7).
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction, destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
