import Foundation
import NavGraphSyntax
import NavGraphSyntaxTestSupport

/// The generated corpus, written to a temporary folder for one benchmark group and removed
/// afterwards, and the best-of-N timing every corpus benchmark reports.
struct CorpusRun {
  let directory: URL
  let rounds: Int

  /// Writes `files` generated files, prints what was written, runs `body`, then removes them.
  static func run(_ group: String, files: Int, rounds: Int, _ body: (CorpusRun) -> Void) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-bench-\(group)-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let written: SyntheticCorpus.Written
    do {
      written = try SyntheticCorpus.write(to: directory.path, files: files)
    } catch {
      print("\(group) benchmark: \(error)")
      return
    }
    print("\(group) corpus: \(written.files) files, \(written.lines) lines, \(written.bytes) bytes;"
      + " \(ProcessInfo.processInfo.activeProcessorCount) cores")
    body(CorpusRun(directory: directory, rounds: rounds))
  }

  var path: String { directory.path }

  /// Runs `body` `rounds` times and prints and returns the fastest: the least noisy figure on
  /// a shared machine. `body` says what it did, for the printed line.
  func best(_ label: String, _ body: () -> String) -> Duration {
    var times: [Duration] = []
    var detail = ""
    for _ in 0..<rounds {
      let clock = ContinuousClock()
      let start = clock.now
      detail = body()
      times.append(clock.now - start)
    }
    let fastest = times.min()!
    print("  \(label): \(Self.format(fastest)) (best of \(rounds); \(detail))")
    return fastest
  }

  /// The best and the median of one variant's rounds.
  struct Timing {
    var best: Duration
    var median: Duration
  }

  /// Runs every variant once per round, in the listed order, for `rounds` rounds, then prints
  /// each one's best and median. Interleaving spreads another process's load over all the
  /// variants instead of letting it fall on one. A variant that throws is not run again and
  /// gets no timing (`nil`): a failure's time is no figure, and printing one would put it
  /// into BENCHMARKS.md as if it were.
  func interleaved(_ variants: [(label: String, body: () throws -> String)]) -> [Timing?] {
    var times = Array(repeating: [Duration](), count: variants.count)
    var details = Array(repeating: "", count: variants.count)
    var failures = Array(repeating: String?.none, count: variants.count)
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      for (index, variant) in variants.enumerated() where failures[index] == nil {
        let start = clock.now
        do {
          details[index] = try variant.body()
          times[index].append(clock.now - start)
        } catch {
          failures[index] = "\(error)"
        }
      }
    }
    return variants.indices.map { index in
      if let failure = failures[index] {
        print("  \(variants[index].label): FAILED, not measured: \(failure)")
        return nil
      }
      let sorted = times[index].sorted()
      let timing = Timing(best: sorted[0], median: sorted[sorted.count / 2])
      print("  \(variants[index].label): best \(Self.format(timing.best)), median "
        + "\(Self.format(timing.median)) (\(rounds) rounds, interleaved; \(details[index]))")
      return timing
    }
  }

  /// `best a/b, median a/b`, or why there is no ratio.
  static func ratios(_ lhs: Timing?, _ rhs: Timing?) -> String {
    guard let lhs, let rhs else { return "not measured (a variant failed, above)" }
    return "best " + ratio(lhs.best, rhs.best) + ", median " + ratio(lhs.median, rhs.median)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func format(_ duration: Duration) -> String {
    let seconds = seconds(duration)
    return seconds < 0.1
      ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.3f s", seconds)
  }

  static func ratio(_ lhs: Duration, _ rhs: Duration) -> String {
    String(format: "%.2f", seconds(lhs) / seconds(rhs))
  }

  static func percent(_ lhs: Duration, _ rhs: Duration) -> String {
    String(format: "%.1f%%", 100 * seconds(lhs) / seconds(rhs))
  }
}
