import ConcurrencyExtras

/// T-1: while a test store is alive, Swift's global executor is the main serial executor, so
/// every job an effect (or a `TestClock`) enqueues runs on the main thread in FIFO order. The
/// order in which effects make progress then does not depend on how busy the machine is, which
/// is what makes `megaYield`, `TestClock.advance` and `skipReceivedActions` deterministic.
///
/// TCA saves and restores the flag per store; with Swift Testing running tests in parallel, one
/// store's deinit would then switch it off under another store's feet. The lease counts the
/// stores instead and restores the original value when the last one goes away.
@MainActor
enum MainSerialExecutorLease {
  private static var holders = 0
  private static var wasEnabled = false

  static func acquire() {
    if holders == 0 {
      wasEnabled = uncheckedUseMainSerialExecutor
      uncheckedUseMainSerialExecutor = true
    }
    holders += 1
  }

  static func release() {
    holders -= 1
    if holders == 0 { uncheckedUseMainSerialExecutor = wasEnabled }
  }
}
