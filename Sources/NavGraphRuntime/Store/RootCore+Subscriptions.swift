import Foundation

/// How a store starts a subscription effect (a Combine publisher, E-18).
extension RootCore {
  /// Subscribes now, while the effect is being started, so that outputs emitted on subscription
  /// are buffered and reduced within the same `send` (F-6). Later outputs reach the store on the
  /// main actor: at once when emitted on the main thread, else on the main actor's next turn
  /// (F-7). The returned task lives until the work completes or is cancelled; cancelling it (by
  /// id, by a test store, by a navigation operator) cancels the work, and outputs it emits
  /// afterwards are dropped.
  func subscribe(
    to subscription: EffectSubscription<Action>, keys: [CancelKey]
  ) -> Task<Void, Never> {
    let lifetime = SubscriptionLifetime()
    let task = track(keys: keys) { ended in
      Task { @MainActor in
        await withTaskCancellationHandler {
          await lifetime.waitForEnd()
        } onCancel: {
          lifetime.cancel()
        }
        ended()
      }
    }
    let deliver = UncheckedSendable<@MainActor (Action) -> Void>({ [weak self] action in
      guard !lifetime.isCancelled else { return }
      self?.send(action, fromUser: false)
    })
    // While `subscribe` runs, this thread holds the main actor, whichever thread it is (under
    // Swift Testing on Linux, not the main thread): outputs it emits meanwhile are delivered at
    // once. Another thread may emit meanwhile too, and must not take that for the main actor.
    let subscribingThread = UncheckedSendable(Thread.current)
    let isSubscribing = LockIsolated(true)
    let cancel = subscription.subscribe(
      { action in
        let onSubscribingThread = isSubscribing.value && Thread.current == subscribingThread.value
        if onSubscribingThread || Thread.isMainThread {
          MainActor.assumeIsolated { deliver.value(action) }
        } else {
          let action = UncheckedSendable(action)
          Task { @MainActor in deliver.value(action.value) }
        }
      },
      { lifetime.end() })
    isSubscribing.setValue(false)
    lifetime.setCancel(cancel)
    return task
  }
}
