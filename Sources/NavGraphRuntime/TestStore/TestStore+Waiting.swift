extension TestStore {
  /// How a wait for effects ended.
  enum WaitOutcome {
    /// What was waited for holds.
    case ready
    /// Nothing was in flight, so nothing could change: the wait ended without waiting out the
    /// timeout.
    case idle
    /// The timeout passed first.
    case timedOut
  }

  /// Waits until `isReady()` holds (T-14, T-22, T-31, T-36). Ends at once when no effect is in
  /// flight (nothing could change). Otherwise it waits until `isReady()` or the deadline;
  /// unless `untilDeadline`, it also ends as soon as the last effect does. With
  /// `untilDeadline`, whether to wait is decided by the effects in flight at the call, as TCA
  /// decides it: effects that end while the store yields below do not cut the wait short.
  ///
  /// Effects run on the main serial executor (``MainSerialExecutorLease``), so `megaYield` lets
  /// everything already queued run, in order, before the check; after that the store sleeps until
  /// an action arrives or an effect ends. The deadline is only the user's timeout: when it passes,
  /// work that was queued meanwhile still gets its turn before the answer is final, so a machine
  /// too busy to run the main thread on time does not turn into a failed `receive`.
  func waitForEffects(
    until isReady: () -> Bool, timeout: Duration, untilDeadline: Bool = false
  ) async -> WaitOutcome {
    let waitsOutDeadline = untilDeadline && !trackedEffects.isEmpty
    await Task.megaYield()
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !isReady() {
      if trackedEffects.isEmpty, !waitsOutDeadline { return .idle }
      if await activity.wait(until: deadline) {
        await Task.megaYield()
        return isReady() ? .ready : .timedOut
      }
    }
    return .ready
  }
}
