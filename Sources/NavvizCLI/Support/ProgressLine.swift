import Foundation

/// One line on standard error that says how far a long run is ("2,000 files: 1,234 scanned"),
/// rewritten in place and erased when the run is done.
///
/// Only on a terminal: in a CI log (not a TTY) carriage returns leave a pile of lines, and with
/// `--quiet` the user asked for silence. Only for work long enough to wait on: a phase of fewer
/// than `threshold` items finishes before a line would be read (a phase after a shown one is
/// shown whatever its size, so the line does not vanish half-way through a long run).
final class ProgressLine: @unchecked Sendable {
  /// Phases of at least this many items show the line.
  static let threshold = 300
  /// At most one redraw per interval: a terminal that redraws per file slows the scan.
  private static let interval: TimeInterval = 0.1

  private let enabled: Bool
  private let lock = NSLock()
  private var done = 0
  private var shown = false
  private var active = false
  private var lastDrawn = Date.distantPast

  /// - Parameter quiet: `--quiet` was given.
  init(quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
    enabled = !quiet && isTerminal
  }

  /// One more of `total` items of `what` ("files scanned") is done. Thread-safe.
  func advance(_ what: String, total: Int) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    if done == 0 { active = shown || total >= Self.threshold }
    done += 1
    guard active else { return }
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDrawn) >= Self.interval else { return }
    lastDrawn = now
    shown = true
    write("\r\u{1B}[K\(what): \(done) of \(total)")
  }

  /// The phase is over: erase the line, so the next output starts on a clean one.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if active { write("\r\u{1B}[K") }
    done = 0
    active = false
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
