extension Effect {
  /// The actions the effect emits, run outside any store (E-20): `.send` emits at once, `.run`
  /// runs its operation, merged effects run side by side and concatenated ones one after
  /// another, cancellable ones are registered as they would be in a store, and a subscription
  /// until it completes. The stream finishes when the effect ends; ending the iteration early
  /// cancels the effect.
  public var actions: AsyncStream<Action> {
    let effect = UncheckedSendable(self)
    return AsyncStream { continuation in
      let task = Task {
        await effect.value.run { continuation.yield(UncheckedSendable($0).value) }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Runs the effect to its end, handing each action it emits to `emit`.
  func run(emitting emit: @escaping @Sendable (Action) -> Void) async {
    switch operation {
    case .none:
      return
    case let .send(action):
      emit(action)
    case let .run(_, operation):
      await operation(Send { emit($0) })
    case let .subscription(subscription):
      let lifetime = SubscriptionLifetime()
      let cancel = subscription.subscribe({ emit($0) }, { lifetime.end() })
      lifetime.setCancel(cancel)
      await withTaskCancellationHandler {
        await lifetime.waitForEnd()
      } onCancel: {
        lifetime.cancel()
      }
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          let effect = UncheckedSendable(effect)
          group.addTask { await effect.value.run(emitting: emit) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        await effect.run(emitting: emit)
      }
    case let .cancellable(key, cancelInFlight, effect):
      let registry = CancellablesRegistry.shared
      if cancelInFlight { registry.cancel(key) }
      let effect = UncheckedSendable(effect)
      let task = Task { await effect.value.run(emitting: emit) }
      let registration = registry.insert(key) { task.cancel() }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
      registry.remove(registration)
    case .dismissListener:
      // A listener only waits to be cancelled; outside a store nothing can dismiss it.
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(3600))
      }
    }
  }
}
