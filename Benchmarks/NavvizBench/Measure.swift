import Foundation

/// Wall-clock timing helpers shared by every benchmark.
enum Measure {
  /// Runs `body` `runs` times and returns every duration in seconds.
  static func times(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
    var result: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      result.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return result
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
