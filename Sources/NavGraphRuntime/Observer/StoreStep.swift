import Foundation

/// One action a store reduces while it has observers: how many effects the action started and
/// how many running ones it cancelled, and a mark the started effects carry (as a task-local
/// value they inherit) so that a warning one of them raises later finds its step again.
///
/// Stores without observers never create one: the counting and the task-local binding are part
/// of observing, which is opt-in.
///
/// The counters change only on the main actor while the step is being reduced; `isReducing`
/// turns false once, before any effect the step started can run, and is only read after that.
public final class StoreStep: @unchecked Sendable {
  /// The step whose reduce, or whose effect, is running here.
  @TaskLocal package static var current: StoreStep?

  /// Unique in the process, increasing in the order steps begin.
  public let number: Int
  /// The number of the same store's previous observed step: its state after that step is this
  /// step's state before (only `process` changes a store's state), so an observer that read it
  /// need not read it again.
  public let previousNumber: Int?
  public internal(set) var effectsStarted = 0
  public internal(set) var effectsCancelled = 0
  /// True while the store reduces the action and starts its effects; false once its effects
  /// run on their own.
  public internal(set) var isReducing = true

  init(previousNumber: Int?) {
    self.number = Self.counter.next()
    self.previousNumber = previousNumber
  }

  private static let counter = Counter()

  /// Hands out step numbers. A plain lock: `LockIsolated` copies its value in and out under a
  /// recursive lock, which every observed step would pay.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      last += 1
      return last
    }
  }

  /// Counts a running effect cancelled now, when it is cancelled by the step being reduced
  /// (an effect cancelling another one later does not change a step that is already recorded).
  static func noteCancellation(of task: Task<Void, Never>) {
    guard !task.isCancelled, let step = current, step.isReducing else { return }
    step.effectsCancelled += 1
  }
}
