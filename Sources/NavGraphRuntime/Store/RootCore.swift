/// The engine shared by `Store` and `TestStore`: reduces buffered actions in FIFO order (F-5),
/// starts their effects on the main actor (`RootCore+Effects`) and the dismiss listeners
/// (`RootCore+DismissListeners`), and tells observers. A test store's record of the effects in
/// flight is a ``TrackedEffects`` it hands over; a plain `Store` has none and does no bookkeeping.
@MainActor
final class RootCore<State, Action>: StoreCore {
  var state: State
  let reduce: (inout State, Action) -> Effect<Action>
  /// The dependencies every action is reduced with: the store's overrides plus its own root
  /// navigation component (F-10).
  var dependencies: DependencyValues

  private var buffer: [(action: Action, fromUser: Bool)] = []
  /// `!buffer.isEmpty`, without touching the buffer: in this generic code any use of it looks up
  /// the metadata of its tuple element, on every action (most actions buffer nothing).
  private var hasBuffered = false
  private var isSending = false

  /// Called after each action is reduced, with whether the user (not an effect) sent it.
  var didReduce: ((_ action: Action, _ fromUser: Bool, _ state: State) -> Void)?
  /// Observers of navigation changes; checked for emptiness before any work is done.
  var observers: [any NavigationObserver] = []
  /// The step being reduced, while observers are attached (counts the effects it starts).
  private(set) var currentStep: StoreStep?
  private var lastStepNumber: Int?
  private let eventValues = NavigationEventValuesMaker<State, Action>()

  /// A test store's record of the effects in flight; nil for a plain `Store`.
  var trackedEffects: TrackedEffects?
  /// The running dismiss listeners of this store.
  var listeners = ListenerList()

  init(
    initialState: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.state = initialState
    self.reduce = reduce
    self.dependencies = dependencies
  }

  /// Buffers `action` and, when idle, processes the buffer; returns the tasks started meanwhile.
  @discardableResult
  func send(
    _ action: Action, fromUser: Bool = true, location: IssueLocation? = nil
  ) -> [EffectTask] {
    guard !isSending else {
      enqueue(action, fromUser: fromUser)
      if fromUser {
        let location = location ?? IssueLocation()
        reportIssue(
          """
          Sent "\(debugCaseOutput(action))" while an action was being processed. \
          Reentrant actions are undefined: send it from an effect instead.
          """,
          fileID: location.fileID, filePath: location.filePath,
          line: location.line, column: location.column
        )
      }
      return []
    }
    isSending = true
    defer { isSending = false }
    var tasks: [EffectTask] = []
    process(action, fromUser: fromUser, into: &tasks)
    // Actions its effects sent synchronously, in FIFO order (F-6). The buffer is only touched
    // when there are some: most actions send none.
    if hasBuffered { processBuffer(into: &tasks) }
    return tasks
  }

  @inline(never)
  private func enqueue(_ action: Action, fromUser: Bool) {
    buffer.append((action, fromUser))
    hasBuffered = true
  }

  @inline(never)
  private func processBuffer(into tasks: inout [EffectTask]) {
    var index = 0
    while index < buffer.count {
      let (action, fromUser) = buffer[index]
      index += 1
      process(action, fromUser: fromUser, into: &tasks)
    }
    buffer.removeAll(keepingCapacity: true)
    hasBuffered = false
  }

  /// Reduces one action and starts its effect.
  private func process(_ action: Action, fromUser: Bool, into tasks: inout [EffectTask]) {
    guard observers.isEmpty else {
      return processObserved(action, fromUser: fromUser, into: &tasks)
    }
    // The effect comes out through a variable, not as `withValue`'s result: a generic result
    // type would cost a metadata lookup for `Effect<Action>` on every action.
    var effect = Effect<Action>.none
    DependencyValues.$_current.withValue(dependencies) {
      effect = reduce(&state, action)
    }
    didReduce?(action, fromUser, state)
    start(effect, from: action, keys: [], into: &tasks)
  }

  /// `process` for a store with observers: the same work inside a ``StoreStep``, which counts
  /// the effects started and cancelled and marks the started effects, then one event.
  ///
  /// The state before is copied only when an observer asks for it: while a copy is kept, the
  /// reducer's mutation copies every storage it touches (the stack's, the destination's box).
  private func processObserved(
    _ action: Action, fromUser: Bool, into tasks: inout [EffectTask]
  ) {
    let step = StoreStep(previousNumber: lastStepNumber)
    let keepsBefore = observers.contains { $0.needsStateBefore(previousStep: lastStepNumber) }
    lastStepNumber = step.number
    let event: NavigationEvent
    if keepsBefore {
      let before = state
      runStep(action, fromUser: fromUser, in: step, into: &tasks)
      event = NavigationEvent(
        values: eventValues.values(action: action, before: before, after: state), step: step)
    } else {
      runStep(action, fromUser: fromUser, in: step, into: &tasks)
      event = NavigationEvent(values: eventValues.values(action: action, after: state), step: step)
    }
    for observer in observers { observer.storeDidReduce(event) }
  }

  /// Reduces `action` and starts its effect while `step` is the current one.
  private func runStep(
    _ action: Action, fromUser: Bool, in step: StoreStep, into tasks: inout [EffectTask]
  ) {
    currentStep = step
    StoreStep.$current.withValue(step) {
      // Through a variable, as in `process`: `withValue`'s generic result would look up
      // `Effect<Action>`'s metadata on every action.
      var effect = Effect<Action>.none
      DependencyValues.$_current.withValue(dependencies) {
        effect = reduce(&state, action)
      }
      didReduce?(action, fromUser, state)
      start(effect, from: action, keys: [], into: &tasks)
    }
    currentStep = nil
    step.isReducing = false
  }

  func addObserver(_ observer: any NavigationObserver) {
    observers.append(observer)
  }

  /// Starts `effect` and waits for all of its work; cancelling the caller cancels that work.
  func startAndWait(_ effect: Effect<Action>, from origin: Action) async {
    var tasks: [EffectTask] = []
    if isSending {
      start(effect, from: origin, keys: [], into: &tasks)
    } else {
      isSending = true
      start(effect, from: origin, keys: [], into: &tasks)
      isSending = false
      // Synchronous sends of this step were buffered; process them now.
      if hasBuffered { tasks += flushBuffer() }
    }
    let started = tasks
    await withTaskCancellationHandler {
      for task in started { await task.finish() }
    } onCancel: {
      for task in started { task.cancel() }
    }
  }

  private func flushBuffer() -> [EffectTask] {
    guard let first = buffer.first else { return [] }
    buffer.removeFirst()
    let rest = buffer
    buffer.removeAll()
    hasBuffered = false
    var tasks = send(first.action, fromUser: first.fromUser)
    for item in rest { tasks += send(item.action, fromUser: item.fromUser) }
    return tasks
  }

}
