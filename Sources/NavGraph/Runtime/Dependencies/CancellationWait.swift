import Foundation

/// Suspends until the current task is cancelled, on the caller's actor.
///
/// A dismiss listener does nothing but wait to be cancelled. `Task.never()` is a nonisolated
/// async function, so a listener task on the main actor hopped to the global executor to wait
/// there, and hopped back when cancelled: two thread wake-ups for every presented feature and
/// every pushed stack element (most of a push + pop's cost, BENCHMARKS.md, Runtime). Here the
/// continuation is created and resumed for the caller's isolation, so the task never leaves it.
func waitUntilCancelled(isolation: isolated (any Actor)? = #isolation) async {
  let waiter = CancellationWaiter()
  await withTaskCancellationHandler {
    await withUnsafeContinuation(isolation: isolation) { continuation in
      waiter.suspend(continuation)
    }
  } onCancel: {
    waiter.cancel()
  }
}

/// The continuation of a ``waitUntilCancelled(isolation:)`` and whether cancellation came first
/// (the handler may run before the continuation exists, on any thread).
private final class CancellationWaiter: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: UnsafeContinuation<Void, Never>?
  private var isCancelled = false

  func suspend(_ continuation: UnsafeContinuation<Void, Never>) {
    lock.lock()
    guard !isCancelled else {
      lock.unlock()
      continuation.resume()
      return
    }
    self.continuation = continuation
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume()
  }
}
