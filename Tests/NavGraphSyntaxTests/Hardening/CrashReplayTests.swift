import Foundation
import NavvizFuzz
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The fuzz harness's alternate signal stack is there while an input runs and gone after: a
/// stack kept per input (256 KiB) filled 24 GB over 118,000 inputs.
@Suite struct CrashReplayTests {
  /// The calling thread's alternate signal stack: whether one is installed, and its size.
  private static func signalStack() -> (installed: Bool, size: Int) {
    var current = stack_t()
    sigaltstack(nil, &current)
    return (current.ss_flags & Int32(SS_DISABLE) == 0, Int(current.ss_size))
  }

  /// What `body` returns, run on a new thread, as the harness runs each input.
  private static func onNewThread(_ body: @escaping @Sendable () -> [Bool]) -> [Bool]? {
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread {
      box.value = body()
      done.signal()
    }.start()
    guard done.wait(timeout: .now() + 30) == .success else { return nil }
    return box.value
  }

  @Test func theSignalStackIsInstalledForTheBodyAndTakenDownAfter() {
    let seen = Self.onNewThread { () -> [Bool] in
      let before = Self.signalStack()
      let inside = CrashReplay.withSignalStack { Self.signalStack() }
      let after = Self.signalStack()
      return [!before.installed, inside.installed, inside.size == 256 << 10, !after.installed]
    }
    #expect(seen == [true, true, true, true])
  }

  @Test func nestedUseGivesTheOuterStackBack() {
    let seen = Self.onNewThread { () -> [Bool] in
      CrashReplay.withSignalStack {
        _ = CrashReplay.withSignalStack { Self.signalStack() }
        return [Self.signalStack().installed]
      }
    }
    #expect(seen == [true])
  }
}

private final class Box: @unchecked Sendable {
  var value: [Bool]?
}
