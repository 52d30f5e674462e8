import Foundation

/// Timing helpers shared by every benchmark.
enum Measure {
  /// Wall-clock and CPU seconds of each run. CPU time counts this process and the child
  /// processes it waited for, so it compares in-process work with a subprocess fairly and
  /// stays meaningful when other jobs share the machine (wall time does not).
  struct Samples {
    var wall: [Double] = []
    var cpu: [Double] = []
  }

  /// Runs `body` `runs` times and returns every duration in seconds.
  static func times(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
    try samples(runs: runs, body).wall
  }

  static func samples(runs: Int, _ body: () throws -> Void) rethrows -> Samples {
    var result = Samples()
    for _ in 0..<runs {
      let cpuStart = cpuSeconds()
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      result.wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      result.cpu.append(cpuSeconds() - cpuStart)
    }
    return result
  }

  /// User + system CPU time of this process and of its waited-for children.
  static func cpuSeconds() -> Double {
    func seconds(_ read: (inout rusage) -> Void) -> Double {
      var usage = rusage()
      read(&usage)
      return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    #if canImport(Glibc)
      let (me, children) = (RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue)
    #else
      let (me, children) = (RUSAGE_SELF, RUSAGE_CHILDREN)
    #endif
    return seconds { _ = getrusage(me, &$0) } + seconds { _ = getrusage(children, &$0) }
  }

  static func minimum(_ values: [Double]) -> Double { values.min() ?? 0 }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
  }

  /// The resident set size of this process, in KiB (Linux; nil elsewhere).
  static func residentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
  }
}
