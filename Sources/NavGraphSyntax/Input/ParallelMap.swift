import Foundation

extension Array where Element: Sendable {
  /// `map` over `jobs` threads, each with a `stackSize` stack. Workers take the next index
  /// from a shared counter, so one slow file does not hold up a fixed slice; results keep
  /// input order whatever the timing.
  ///
  /// The threads are our own, even for one job, because the caller's stack is unknown (512 KiB
  /// on a Swift concurrency or Dispatch thread on macOS) and parsing and walking a syntax tree
  /// recurse as deep as the file nests.
  ///
  /// `eachInOrder`, if given, is called on the calling thread — which would otherwise only
  /// wait — with each result in input order as soon as it and those before it are ready.
  package func parallelMap<T: Sendable>(
    jobs: Int, stackSize: Int, _ transform: @escaping @Sendable (Element) -> T,
    eachInOrder consume: ((T) -> Void)? = nil
  ) -> [T] {
    let jobs = Swift.max(1, Swift.min(jobs, count))
    let results = ResultSlots<T>(count: count)
    let next = Counter()
    let elements = self
    let finished = DispatchGroup()
    for _ in 0..<jobs {
      finished.enter()
      let worker = Thread {
        while true {
          let index = next.take()
          guard index < elements.count else { break }
          results.set(index, transform(elements[index]))
        }
        finished.leave()
      }
      worker.stackSize = stackSize
      worker.start()
    }
    if let consume {
      for index in 0..<count { consume(results.waitFor(index)) }
    }
    finished.wait()
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
  private let condition = NSCondition()
  private var slots: [T?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T) {
    condition.lock()
    defer { condition.unlock() }
    slots[index] = value
    condition.broadcast()
  }

  /// The result at `index`, once a worker has set it.
  func waitFor(_ index: Int) -> T {
    condition.lock()
    defer { condition.unlock() }
    while slots[index] == nil { condition.wait() }
    return slots[index]!
  }

  func values() -> [T] { slots.map { $0! } }
}
