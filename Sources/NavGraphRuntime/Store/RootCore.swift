/// The engine shared by `Store` and `TestStore`: reduces buffered actions in FIFO order (F-5),
/// starts their effects on the main actor, and keeps the bookkeeping a test store needs.
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
  private var currentStep: StoreStep?
  private var lastStepNumber: Int?
  private let eventValues = NavigationEventValuesMaker<State, Action>()

  /// In-flight effect tasks a test store tracks, keyed by a serial number.
  var trackedEffects: [Int: EffectOrigin] = [:]
  var isTrackingEffects = false
  /// Called when a tracked effect ends, so a waiting test store can look again.
  var trackedEffectsDidChange: (() -> Void)?
  var currentOrigin = EffectOrigin(action: (), location: IssueLocation())
  private var nextEffectNumber = 0
  /// The running dismiss listeners of this store.
  private var listeners = ListenerList()

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
    start(effect, keys: [], into: &tasks)
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
      start(effect, keys: [], into: &tasks)
    }
    currentStep = nil
    step.isReducing = false
  }

  /// Starts `effect`: synchronous sends go to the buffer, async work becomes main-actor tasks
  /// registered under the cancellation `keys` of every enclosing `.cancellable`.
  func start(_ effect: Effect<Action>, keys: [CancelKey], into tasks: inout [EffectTask]) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      tasks.append(contentsOf: send(action, fromUser: false))
    case let .run(priority, operation):
      tasks.append(.task(spawn(priority: priority, keys: keys) { send in await operation(send) }))
    case let .merge(effects):
      for effect in effects { start(effect, keys: keys, into: &tasks) }
    case let .concatenate(effects):
      tasks.append(
        .task(
          spawn(priority: nil, keys: keys) { [weak self] _ in
            for effect in effects {
              guard let self else { return }
              await self.startAndWait(effect)
            }
          }))
    case let .cancellable(key, cancelInFlight, effect):
      if cancelInFlight { CancellablesRegistry.shared.cancel(key) }
      start(effect, keys: keys + [key], into: &tasks)
    case let .dismissListener(path, action):
      tasks.append(startListener(at: path, emitting: action, keys: keys))
    }
  }

  /// Starts a dismiss listener and registers it before returning, so no effect of the presented
  /// feature can call `dismiss()` before the listener exists. It is tracked, registered and
  /// counted like a task (see ``ListenerTask`` for why it is not one).
  private func startListener(
    at path: NavigationIDPath, emitting action: Action, keys: [CancelKey]
  ) -> EffectTask {
    let token = DismissListeners.makeToken()
    currentStep?.effectsStarted += 1
    let number = trackEffect(isListener: true)
    let registry = CancellablesRegistry.shared
    let registrations = ListenerRegistrations()
    let listener = ListenerTask { [weak self] listener in
      DismissListeners.remove(path, token: token)
      for registration in registrations.list { registry.remove(registration) }
      registrations.list = []
      guard let self else { return }
      self.listeners.remove(listener)
      if let number, self.trackedEffects.removeValue(forKey: number) != nil {
        self.trackedEffectsDidChange?()
      }
    }
    // Cancellation may come from any thread right after `insert`; the clean-up that reads the
    // list runs on the main actor, so after this synchronous code.
    registrations.list = keys.map { key in
      registry.insert(key) {
        StoreStep.noteCancellation(of: listener)
        listener.cancel()
      }
    }
    if let number { trackedEffects[number]?.cancel = { listener.cancel() } }
    listeners.insert(listener)
    DismissListeners.register(path, token: token, listener: listener) { [weak self] in
      self?.send(action, fromUser: false)
    }
    return .listener(listener)
  }

  func addObserver(_ observer: any NavigationObserver) {
    observers.append(observer)
  }

  /// A number for an effect the test store tracks from now until it ends, or nil when not
  /// tracking.
  private func trackEffect(isListener: Bool) -> Int? {
    guard isTrackingEffects else { return nil }
    nextEffectNumber += 1
    var origin = currentOrigin
    origin.isListener = isListener
    trackedEffects[nextEffectNumber] = origin
    return nextEffectNumber
  }

  /// Stops every dismiss listener this store started (T-22, T-23). Other stores' listeners, for
  /// instance those of tests running in parallel, are left alone.
  func stopListeners() {
    for listener in listeners.all { listener.cancel() }
    for (number, effect) in trackedEffects where effect.isListener {
      trackedEffects[number] = nil
    }
  }

  /// Starts `effect` and waits for all of its work; cancelling the caller cancels that work.
  private func startAndWait(_ effect: Effect<Action>) async {
    var tasks: [EffectTask] = []
    if isSending {
      start(effect, keys: [], into: &tasks)
    } else {
      isSending = true
      start(effect, keys: [], into: &tasks)
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

  private func spawn(
    priority: TaskPriority?,
    keys: [CancelKey],
    body: @escaping @MainActor (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    let finished = FinishedFlag()
    let send = Send<Action> { [weak self] action in
      if finished.value {
        reportIssue(
          """
          An action was sent from a completed effect:

            Action:
              \(debugCaseOutput(action))

          Avoid sending actions using the "send" argument from "Effect.run" after the effect has \
          completed. This can happen if you escape the "send" argument in an unstructured context.
          """
        )
      }
      self?.send(action, fromUser: false)
    }
    currentStep?.effectsStarted += 1
    let number = trackEffect(isListener: false)
    let registry = CancellablesRegistry.shared
    let registrations = LockIsolated<[CancellablesRegistry.Registration]>([])
    let task = Task(priority: priority) { @MainActor [weak self] in
      await body(send)
      finished.value = true
      for registration in registrations.value { registry.remove(registration) }
      if let number, self?.trackedEffects.removeValue(forKey: number) != nil {
        self?.trackedEffectsDidChange?()
      }
    }
    // The task cannot start before this synchronous code returns: both run on the main actor.
    if !keys.isEmpty {
      registrations.setValue(
        keys.map { key in
          registry.insert(key) {
            StoreStep.noteCancellation(of: task)
            task.cancel()
          }
        })
    }
    if let number { trackedEffects[number]?.cancel = { task.cancel() } }
    return task
  }
}

@MainActor
private final class FinishedFlag {
  var value = false
}

/// The registry entries of one dismiss listener, filled in right after the listener exists.
private final class ListenerRegistrations: @unchecked Sendable {
  var list: [CancellablesRegistry.Registration] = []
}

/// The action (and the test line) that started an effect, for end-of-test reports (T-23).
struct EffectOrigin {
  /// The action the test sent (T-21 names it when its effects are skipped).
  var action: Any
  var location: IssueLocation
  /// Dismiss listeners are stopped, not reported, at the end of a test (T-24).
  var isListener = false
  var cancel: @Sendable () -> Void = {}
}
