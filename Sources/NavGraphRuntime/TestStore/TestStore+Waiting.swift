extension TestStore {
  /// Waits until `isReady()` holds (T-14, T-22, T-31). Returns false without waiting when no
  /// effect is in flight (nothing could change), or when `nanoseconds` passed first.
  ///
  /// Effects run on the main serial executor (``MainSerialExecutorLease``), so `megaYield` lets
  /// everything already queued run, in order, before the check; after that the store sleeps until
  /// an action arrives or an effect ends. The deadline is only the user's timeout: when it passes,
  /// work that was queued meanwhile still gets its turn before the answer is final, so a machine
  /// too busy to run the main thread on time does not turn into a failed `receive`.
  func waitForEffects(until isReady: () -> Bool, timeout nanoseconds: UInt64) async -> Bool {
    await Task.megaYield()
    let deadline = ContinuousClock.now.advanced(by: .nanoseconds(Int64(nanoseconds)))
    while !isReady() {
      guard !core.trackedEffects.isEmpty else { return false }
      if await activity.wait(until: deadline) {
        await Task.megaYield()
        return isReady()
      }
    }
    return true
  }
}
