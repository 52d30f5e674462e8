import Foundation
import NavGraphSyntax

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
