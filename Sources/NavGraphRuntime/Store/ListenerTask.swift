import Foundation

/// The running work of one started effect, as `Store.send` and `TestStore.send` hand it out: a
/// Swift task, or a dismiss listener (which needs none, see ``ListenerTask``).
enum EffectTask: Hashable, Sendable {
  case task(Task<Void, Never>)
  case listener(ListenerTask)

  func cancel() {
    switch self {
    case let .task(task): task.cancel()
    case let .listener(listener): listener.cancel()
    }
  }

  var isCancelled: Bool {
    switch self {
    case let .task(task): task.isCancelled
    case let .listener(listener): listener.isCancelled
    }
  }

  /// Waits until the work has ended (for a listener: it was cancelled and cleaned up).
  func finish() async {
    switch self {
    case let .task(task): await task.value
    case let .listener(listener): await listener.finish()
    }
  }
}

/// A dismiss listener's lifetime (P-27, S-25) without a Swift task.
///
/// A listener does nothing until it is cancelled (by its feature's removal, P-17/S-24, or at the
/// end of a test, T-22/T-23); then it removes its registrations and counts as ended. A task per
/// listener would cost every presented feature and pushed stack element a task allocation (whose
/// first slab is large enough to make `malloc` consolidate its free lists, slower the more
/// objects are alive) and two jobs, so a push + pop would cost more the deeper the stack. Here
/// cancelling only sets a flag and queues the clean-up, which runs on the main actor as a task
/// would; the clean-ups queued before the main actor's next turn share one job. Everything that
/// watches a listener — the test store's in-flight effects, `StoreTask`/`TestStoreTask`, the
/// cancellation registry — sees the life cycle a task would have.
final class ListenerTask: Hashable, @unchecked Sendable {
  /// One lock for every listener's flags: a listener changes state twice in its life, and a lock
  /// of its own would be two more allocations per pushed element.
  private static let lock = NSLock()
  private var lock: NSLock { Self.lock }
  private var cancelled = false
  private var ended = false
  private var waiters: [UnsafeContinuation<Void, Never>] = []
  /// Removes the listener's registrations; runs once, on the main actor, after cancellation.
  /// Handed the listener rather than capturing it, which would keep it alive forever.
  private let cleanUp: @MainActor (ListenerTask) -> Void

  init(cleanUp: @escaping @MainActor (ListenerTask) -> Void) {
    self.cleanUp = cleanUp
  }

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// Cancels the listener; its clean-up follows on the main actor. Safe from any thread.
  func cancel() {
    lock.lock()
    let first = !cancelled
    cancelled = true
    lock.unlock()
    if first { ListenerCleanUps.enqueue(self) }
  }

  /// Waits until the listener was cancelled and cleaned up, like a task's `value`.
  func finish() async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      lock.lock()
      guard !ended else {
        lock.unlock()
        continuation.resume()
        return
      }
      waiters.append(continuation)
      lock.unlock()
    }
  }

  @MainActor
  fileprivate func end() {
    cleanUp(self)
    lock.lock()
    ended = true
    let waiters = self.waiters
    self.waiters = []
    lock.unlock()
    for waiter in waiters { waiter.resume() }
  }

  /// Neighbours in the store's ``ListenerList`` (main actor only).
  fileprivate var next: ListenerTask?
  fileprivate unowned(unsafe) var previous: ListenerTask?

  static func == (lhs: ListenerTask, rhs: ListenerTask) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A store's running listeners, linked through the listeners themselves: adding and removing
/// one touches only its neighbours, not a table with an entry per mounted feature. Used on the
/// main actor only.
struct ListenerList {
  private var head: ListenerTask?

  mutating func insert(_ listener: ListenerTask) {
    listener.next = head
    head?.previous = listener
    head = listener
  }

  mutating func remove(_ listener: ListenerTask) {
    guard listener.previous != nil || head === listener else { return }  // not in the list
    if let previous = listener.previous {
      previous.next = listener.next
    } else {
      head = listener.next
    }
    listener.next?.previous = listener.previous
    listener.next = nil
    listener.previous = nil
  }

  /// Every listener in the list (a copy, so the caller may cancel them while going through).
  var all: [ListenerTask] {
    var result: [ListenerTask] = []
    var current = head
    while let listener = current {
      result.append(listener)
      current = listener.next
    }
    return result
  }
}

/// Cancelled listeners waiting for their clean-up, and the one main-actor job that runs them.
/// A plain lock, not `LockIsolated`: its `withValue` works on a copy of the value, so every
/// `append` would copy the whole list (quadratic when a pop removes thousands of elements).
private enum ListenerCleanUps {
  nonisolated(unsafe) private static var pending: [ListenerTask] = []
  private static let lock = NSLock()

  static func enqueue(_ listener: ListenerTask) {
    lock.lock()
    pending.append(listener)
    let isFirst = pending.count == 1
    lock.unlock()
    if isFirst { Task { @MainActor in run() } }
  }

  /// The batch being cleaned up; kept, with its capacity, for the next batch. Handing `pending`
  /// over and starting a new empty one would regrow it on every batch, and once past a kilobyte
  /// each growth is a `malloc` that consolidates the allocator's free lists, slower the more
  /// objects are alive.
  @MainActor private static var draining: [ListenerTask] = []

  @MainActor
  private static func run() {
    lock.lock()
    swap(&pending, &draining)
    lock.unlock()
    for listener in draining { listener.end() }
    draining.removeAll(keepingCapacity: true)
  }
}

extension StoreStep {
  /// ``noteCancellation(of:)`` for a dismiss listener.
  static func noteCancellation(of listener: ListenerTask) {
    guard !listener.isCancelled, let step = current, step.isReducing else { return }
    step.effectsCancelled += 1
  }
}
