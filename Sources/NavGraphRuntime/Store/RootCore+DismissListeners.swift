/// The dismiss listeners a store runs for the features it presents (see ``DismissListeners``).
extension RootCore {
  /// Starts a dismiss listener and registers it before returning, so no effect of the presented
  /// feature can call `dismiss()` before the listener exists. It is tracked, registered and
  /// counted like a task (see ``ListenerTask`` for why it is not one).
  func startListener(
    at path: NavigationIDPath, emitting action: Action, keys: [CancelKey]
  ) -> EffectTask {
    let token = DismissListeners.makeToken()
    currentStep?.effectsStarted += 1
    let number = trackedEffects?.begin(isListener: true)
    let registry = CancellablesRegistry.shared
    let registrations = ListenerRegistrations()
    let listener = ListenerTask { [weak self] listener in
      DismissListeners.remove(path, token: token)
      for registration in registrations.list { registry.remove(registration) }
      registrations.list = []
      guard let self else { return }
      self.listeners.remove(listener)
      if let number { self.trackedEffects?.end(number) }
    }
    // Cancellation may come from any thread right after `insert`; the clean-up that reads the
    // list runs on the main actor, so after this synchronous code.
    registrations.list = keys.map { key in
      registry.insert(key) {
        StoreStep.noteCancellation(of: listener)
        listener.cancel()
      }
    }
    if let number { trackedEffects?.setCancel(of: number) { listener.cancel() } }
    listeners.insert(listener)
    DismissListeners.register(path, token: token, listener: listener) { [weak self] in
      self?.send(action, fromUser: false)
    }
    return .listener(listener)
  }

  /// Stops every dismiss listener this store started (T-22, T-23). Other stores' listeners, for
  /// instance those of tests running in parallel, are left alone.
  func stopListeners() {
    for listener in listeners.all { listener.cancel() }
    trackedEffects?.removeListeners()
  }
}

/// The registry entries of one dismiss listener, filled in right after the listener exists.
private final class ListenerRegistrations: @unchecked Sendable {
  var list: [CancellablesRegistry.Registration] = []
}
