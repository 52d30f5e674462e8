import Foundation
import NavvizFuzz
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The fuzz harness's hang check counts the input thread's CPU time, so a slow machine or a
/// stopped process does not turn a slow input into a hang; a blocked input still ends.
@Suite struct HangGuardTests {
  @Test func aResultInTimeIsReturned() {
    #expect(HangGuard.run(seconds: 5) { 42 } == 42)
  }

  @Test func anInputThatKeepsTheCPUBusyPastTheLimitIsAHang() {
    // Spins for a second of its own CPU, five limits, however busy the machine; the thread
    // ends on its own afterwards.
    let outcome = HangGuard.run(seconds: 0.2) { () -> Int in
      var spins = 0
      while Self.threadCPUSeconds() < 1 { spins &+= 1 }
      return spins
    }
    #expect(outcome == nil)
  }

  #if os(Linux)
    @Test func waitingWithoutTheCPUPastTheLimitIsNotAHang() {
      // Three limits asleep: on the clock it would have been a hang.
      let outcome = HangGuard.run(seconds: 0.2) { () -> Int in
        Thread.sleep(forTimeInterval: 0.6)
        return 7
      }
      #expect(outcome == 7)
    }
  #endif

  @Test func anInputBlockedPastTenLimitsOnTheClockIsAHang() {
    let outcome = HangGuard.run(seconds: 0.05) { () -> Int in
      Thread.sleep(forTimeInterval: 1.5)
      return 7
    }
    #expect(outcome == nil)
  }

  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  @Test func aHangIsDescribedWithBothLimits() {
    #expect(
      HangGuard.limitDescription(30) == "no result after 30 s of CPU (or 300 s on the clock)")
  }
}
