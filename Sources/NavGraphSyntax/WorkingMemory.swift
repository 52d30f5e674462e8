import Foundation

/// What the scanner does with its working memory — summaries, type index, resolution model —
/// once the result is built.
///
/// Freeing it is hundreds of thousands of small releases on one thread, a noticeable part of a
/// large render, spent after the answer is known.
/// A command-line run ends right after, and the operating system takes the whole heap back
/// at once; clang's `-disable-free` skips its own clean-up for the same reason.
package enum WorkingMemory: Hashable, Sendable {
  /// Released as usual, for a process that goes on (tests, tools embedding the scanner).
  case freed
  /// Kept until the process exits, for one that ends after the scan.
  case leftToExit

  /// Disposes of `value` as this policy says.
  package func dispose(_ value: some Any) {
    guard self == .leftToExit else { return }
    KeptUntilExit.shared.keep(value)
  }
}

/// What `WorkingMemory.leftToExit` keeps: held from a global, so that it stays reachable (a
/// leak checker reports memory nothing points to, not memory kept on purpose).
private final class KeptUntilExit: @unchecked Sendable {
  static let shared = KeptUntilExit()
  private let lock = NSLock()
  private var values: [Any] = []

  func keep(_ value: Any) {
    lock.lock()
    defer { lock.unlock() }
    values.append(value)
  }
}
