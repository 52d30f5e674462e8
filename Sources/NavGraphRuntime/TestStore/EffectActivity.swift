/// Wakes a test store that waits for its effects (T-14, T-22): signalled whenever an action is
/// received or a tracked effect ends, so waiting costs nothing while effects run and ends as soon
/// as there is something to look at, instead of spinning on `Task.yield` against a wall clock.
@MainActor
final class EffectActivity {
  private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
  private var lastWaiter = 0

  /// Wakes every waiter.
  func signal() {
    let woken = waiters
    waiters.removeAll()
    for continuation in woken.values { continuation.resume(returning: false) }
  }

  /// Suspends until the next `signal()` (returns false) or until `deadline` (returns true).
  func wait(until deadline: ContinuousClock.Instant) async -> Bool {
    lastWaiter += 1
    let id = lastWaiter
    let timer = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      guard !Task.isCancelled else { return }
      self?.waiters.removeValue(forKey: id)?.resume(returning: true)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { waiters[id] = $0 }
  }
}
