import Foundation

/// Runs work on its own thread and gives up waiting after a time limit: the fuzz harness's
/// hang check. A generous limit, far above any input's real cost; it tells "never returns"
/// from "slow", it is not a performance assertion.
public enum HangGuard {
  /// The stack of the thread inputs run on: a Dispatch worker's or Swift concurrency
  /// thread's on macOS (512 KiB; Linux gives them 8 MiB), the smallest stack the CLI may scan
  /// on, so a recursion that only fits in 8 MiB fails here on every platform.
  public static let stackSize = 512 << 10

  /// `body`'s result, or `nil` when it has not returned after `seconds`. The thread of an
  /// input that hung is left running: the caller reports the input and stops.
  public static func run<T: Sendable>(
    seconds: Double, stackSize: Int = stackSize, _ body: @escaping @Sendable () -> T
  ) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      CrashReplay.prepareThread()
      box.set(body())
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return box.value
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
