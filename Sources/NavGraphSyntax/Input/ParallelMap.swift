import Foundation

extension Array where Element: Sendable {
  /// `map` over `jobs` threads. Workers take the next index from a shared counter, so one
  /// slow file does not hold up a fixed slice; results keep input order whatever the timing.
  func parallelMap<T: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> T) -> [T] {
    let jobs = Swift.max(1, Swift.min(jobs, count))
    if jobs == 1 { return map(transform) }
    let results = ResultSlots<T>(count: count)
    let next = Counter()
    let elements = self
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
      while true {
        let index = next.take()
        guard index < elements.count else { return }
        results.set(index, transform(elements[index]))
      }
    }
    return results.values()
  }
}

/// A lock-protected index dispenser.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value - 1
  }
}

/// Results by index; each slot is written by exactly one worker.
private final class ResultSlots<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [T?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = value
  }

  func values() -> [T] { slots.map { $0! } }
}
