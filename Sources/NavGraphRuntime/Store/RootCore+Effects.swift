/// How a store starts the effects its reducer returns.
extension RootCore {
  /// Starts `effect`, returned for `origin`: synchronous sends go to the buffer, async work
  /// becomes main-actor tasks registered under the cancellation `keys` of every enclosing
  /// `.cancellable`.
  func start(
    _ effect: Effect<Action>, from origin: Action, keys: [CancelKey],
    into tasks: inout [EffectTask]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      tasks.append(contentsOf: send(action, fromUser: false))
    case let .run(priority, operation):
      tasks.append(
        .task(
          spawn(priority: priority, from: origin, keys: keys) { send in await operation(send) }))
    case let .subscription(subscription):
      tasks.append(.task(subscribe(to: subscription, keys: keys)))
    case let .merge(effects):
      for effect in effects { start(effect, from: origin, keys: keys, into: &tasks) }
    case let .concatenate(effects):
      tasks.append(
        .task(
          spawn(priority: nil, from: origin, keys: keys) { [weak self] _ in
            for effect in effects {
              guard let self else { return }
              await self.startAndWait(effect, from: origin)
            }
          }))
    case let .cancellable(key, cancelInFlight, effect):
      if cancelInFlight { CancellablesRegistry.shared.cancel(key) }
      start(effect, from: origin, keys: keys + [key], into: &tasks)
    case let .dismissListener(path, action):
      tasks.append(startListener(at: path, emitting: action, keys: keys))
    }
  }

  private func spawn(
    priority: TaskPriority?,
    from origin: Action,
    keys: [CancelKey],
    body: @escaping @MainActor (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    let finished = FinishedFlag()
    let send = Send<Action> { [weak self] action in
      if finished.value {
        reportIssue(
          """
          An action was sent from a completed effect.

            Action:
              \(debugCaseOutput(action))

            Effect returned from:
              \(debugCaseOutput(origin))

          Avoid sending actions using the 'send' argument from 'Effect.run' after the effect \
          has completed. This can happen if you escape the 'send' argument in an unstructured \
          context.

          To fix this, make sure that your 'run' closure does not return until you're done \
          calling 'send'.
          """
        )
      }
      self?.send(action, fromUser: false)
    }
    return track(keys: keys) { ended in
      Task(priority: priority) { @MainActor in
        await body(send)
        finished.value = true
        ended()
      }
    }
  }

  /// Starts a task with `makeTask`, counted for the current step, tracked by a test store and
  /// registered under the cancellation `keys`, until it calls the `ended` it is handed.
  func track(
    keys: [CancelKey],
    _ makeTask: (_ ended: @escaping @MainActor () -> Void) -> Task<Void, Never>
  ) -> Task<Void, Never> {
    currentStep?.effectsStarted += 1
    let number = trackedEffects?.begin(isListener: false)
    let registry = CancellablesRegistry.shared
    let registrations = LockIsolated<[CancellablesRegistry.Registration]>([])
    let task = makeTask { [weak self] in
      for registration in registrations.value { registry.remove(registration) }
      if let number { self?.trackedEffects?.end(number) }
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
    if let number { trackedEffects?.setCancel(of: number) { task.cancel() } }
    return task
  }
}

@MainActor
private final class FinishedFlag {
  var value = false
}
