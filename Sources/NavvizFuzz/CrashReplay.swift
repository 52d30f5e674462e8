#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says which input was running when the process dies of a signal (a trap, a stack
/// overflow): a crash cannot be caught, so before each input the harness stores its replay
/// line here, and a signal handler writes it to standard error before the default action.
package enum CrashReplay {
  private static let capacity = 8_192
  nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var length = 0
  private static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  /// Handles the crash signals from now on. Call once, before the first input.
  package static func install() {
    for signal in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = crashed
      #else
        action.__sigaction_u.__sa_handler = crashed
      #endif
      action.sa_flags =
        Int32(truncatingIfNeeded: SA_ONSTACK) | Int32(truncatingIfNeeded: SA_RESETHAND)
      sigaction(signal, &action, nil)
    }
  }

  /// Runs `body` with an alternate signal stack on the calling thread, so the handler can
  /// still run when the thread dies of a stack overflow; afterwards the thread's previous one
  /// (usually none) is put back and the stack freed: a stack kept per input would add up to
  /// gigabytes over a long fuzz run.
  package static func withSignalStack<T>(_ body: () -> T) -> T {
    let size = 256 << 10
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    var previous = stack_t()
    sigaltstack(&stack, &previous)
    defer {
      sigaltstack(&previous, nil)
      memory.deallocate()
    }
    return body()
  }

  /// The line printed if the process crashes from now on.
  package static func set(_ line: String) {
    length = 0
    var bytes = Array(("\nnavviz-fuzz: crashed on " + line + "\n").utf8.prefix(capacity))
    bytes.withUnsafeMutableBytes { raw in
      UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
    }
    length = bytes.count
  }
}

/// The handler: async-signal-safe work only (`write`), then the default action runs again
/// (`SA_RESETHAND`) and the process dies with the original signal.
private func crashed(_ signal: Int32) {
  CrashReplay.writeLine()
  raise(signal)
}

extension CrashReplay {
  fileprivate static func writeLine() {
    _ = write(2, buffer, length)
  }
}
