import Foundation

/// Work an effect subscribes to rather than runs as a task: a Combine publisher
/// (``Effect/publisher(_:)``). It may emit while it is being started, and from any thread; it
/// ends when it completes or is cancelled. The runtime itself knows nothing of Combine: it
/// starts the work, hands its outputs to the store on the main thread (F-7) and cancels it.
@usableFromInline
struct EffectSubscription<Action>: @unchecked Sendable {
  /// Starts the work: `emit` for each action, `complete` once it has finished. Returns what
  /// cancels it.
  let subscribe:
    (_ emit: @escaping (Action) -> Void, _ complete: @escaping @Sendable () -> Void)
      -> @Sendable () -> Void

  /// The same work with its actions transformed; the transform runs with the dependencies in
  /// force now, when the effect is built (F-12, E-9).
  func map<T>(_ transform: @escaping (Action) -> T) -> EffectSubscription<T> {
    withEscapedDependencies { dependencies in
      EffectSubscription<T> { emit, complete in
        subscribe({ action in dependencies.yield { emit(transform(action)) } }, complete)
      }
    }
  }
}

/// The life of one started subscription: whether it completed or was cancelled, whoever waits
/// for its end, and how to cancel it. Completion, cancellation and the waiter may come from
/// different threads, in any order.
final class SubscriptionLifetime: @unchecked Sendable {
  private let lock = NSLock()
  private var ended = false
  private var cancelled = false
  private var waiter: CheckedContinuation<Void, Never>?
  private var cancelWork: (@Sendable () -> Void)?

  var isCancelled: Bool { lock.withLock { cancelled } }

  /// Waits until the work completed or was cancelled.
  func waitForEnd() async {
    await withCheckedContinuation { continuation in
      let hasEnded = lock.withLock {
        if !ended { waiter = continuation }
        return ended
      }
      if hasEnded { continuation.resume() }
    }
  }

  /// The work completed.
  func end() {
    let waiting = lock.withLock {
      ended = true
      cancelWork = nil
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume()
  }

  /// Cancels the work, now or as soon as it tells how (`setCancel`); it then counts as ended.
  func cancel() {
    let work = lock.withLock {
      cancelled = true
      defer { cancelWork = nil }
      return cancelWork
    }
    work?()
    end()
  }

  /// How to cancel the work, known once it started; runs at once if it was already cancelled.
  func setCancel(_ work: @escaping @Sendable () -> Void) {
    let cancelNow = lock.withLock {
      if !cancelled && !ended { cancelWork = work }
      return cancelled
    }
    if cancelNow { work() }
  }
}
