import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs work on its own thread and gives up waiting when it has used a time limit of CPU: the
/// fuzz harness's hang check. A generous limit, far above any input's real cost; it tells
/// "never returns" from "slow", it is not a performance assertion.
///
/// The limit counts the thread's CPU time, not the clock: a fuzz run beside a build (or
/// stopped with `kill -STOP`) would count its wait for a core as the input's time. An
/// input that uses no CPU and does not return (blocked) still ends as a hang after
/// `wallFactor` times the limit on the clock. Where the thread's CPU time cannot be read
/// (outside Linux), the clock alone is used, as before.
package enum HangGuard {
  /// The stack of the thread inputs run on: a Dispatch worker's or Swift concurrency
  /// thread's on macOS (512 KiB; Linux gives them 8 MiB), the smallest stack the CLI may scan
  /// on, so a recursion that only fits in 8 MiB fails here on every platform.
  package static let stackSize = 512 << 10

  /// How many limits of wall time an input may take while it is not using the CPU.
  package static let wallFactor = 10.0

  /// `no result after 30 s of CPU (or 300 s on the clock)`: how a hang is reported.
  package static func limitDescription(_ seconds: Double) -> String {
    "no result after \(Int(seconds)) s of CPU (or \(Int(seconds * wallFactor)) s on the clock)"
  }

  /// `body`'s result, or `nil` when it has used `seconds` of CPU without returning (or
  /// `seconds × wallFactor` on the clock). The thread of an input that hung is left running:
  /// the caller reports the input and stops.
  package static func run<T: Sendable>(
    seconds: Double, stackSize: Int = stackSize, _ body: @escaping @Sendable () -> T
  ) -> T? {
    let box = ResultBox<T>()
    let clock = ThreadClock()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      clock.start()
      CrashReplay.withSignalStack { box.set(body()) }
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    let started = Date()
    let poll = min(1, seconds / 4)
    while done.wait(timeout: .now() + poll) != .success {
      let wall = Date().timeIntervalSince(started)
      let used = clock.seconds ?? wall
      if used >= seconds || wall >= seconds * wallFactor { return nil }
    }
    return box.value
  }
}

/// The CPU time of the thread that called `start`, read from another thread.
private final class ThreadClock: @unchecked Sendable {
  private let lock = NSLock()
  #if canImport(Glibc)
    private var clock: clockid_t?
  #endif

  /// On the thread to be measured.
  func start() {
    #if canImport(Glibc)
      var id = clockid_t()
      guard pthread_getcpuclockid(pthread_self(), &id) == 0 else { return }
      lock.withLock { clock = id }
    #endif
  }

  /// The thread's CPU seconds so far; `nil` where they cannot be read (not started yet, or
  /// not on Linux).
  var seconds: Double? {
    #if canImport(Glibc)
      guard let id = lock.withLock({ clock }) else { return nil }
      var time = timespec()
      guard clock_gettime(id, &time) == 0 else { return nil }
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    #else
      return nil
    #endif
  }
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: T?

  func set(_ value: T) {
    lock.lock()
    defer { lock.unlock() }
    stored = value
  }

  var value: T? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
