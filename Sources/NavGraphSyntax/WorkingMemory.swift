/// What the scanner does with its working memory — summaries, type index, resolution model —
/// once the result is built.
///
/// Freeing it is hundreds of thousands of small releases on one thread: about 50 ms of the
/// 0.9 s a 2,000-file `navviz render` took (BENCHMARKS.md), spent after the answer is known.
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
    _ = Unmanaged.passRetained(Kept(value))
  }
}

/// Holds a value for `WorkingMemory.leftToExit`; never released.
private final class Kept {
  let value: Any
  init(_ value: Any) { self.value = value }
}
