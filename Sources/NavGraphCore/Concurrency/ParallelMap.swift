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
  /// wait — with each result in input order, a batch of `consumedBatch` at a time, as soon as
  /// the batch and those before it are ready.
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
      var next = 0
      while next < count {
        let end = Swift.min(next + consumedBatch, count)
        for value in results.waitForAll(next..<end) { consume(value) }
        next = end
      }
    }
    finished.wait()
    return results.values()
  }
}

/// How many results `parallelMap`'s `eachInOrder` is handed per wake-up of the calling thread
/// (see `ResultSlots`).
private let consumedBatch = 32

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
///
/// The thread consuming them in order sleeps until a whole batch is ready and is woken once
/// for it: woken for every result (a broadcast per file), it would take the lock and a core
/// from the workers once per file, disturbing their caches each time.
private final class ResultSlots<T>: @unchecked Sendable {
  private let condition = NSCondition()
  private var slots: [T?]
  /// How many slots from the first on are set.
  private var readyPrefix = 0
  /// The `readyPrefix` the consuming thread sleeps until, if it sleeps.
  private var awaitedPrefix: Int?

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T) {
    condition.lock()
    defer { condition.unlock() }
    slots[index] = value
    while readyPrefix < slots.count, slots[readyPrefix] != nil { readyPrefix += 1 }
    if let awaitedPrefix, readyPrefix >= awaitedPrefix { condition.signal() }
  }

  /// The results in `range`, once workers have set them and every one before them.
  func waitForAll(_ range: Range<Int>) -> [T] {
    condition.lock()
    defer { condition.unlock() }
    while readyPrefix < range.upperBound {
      awaitedPrefix = range.upperBound
      condition.wait()
    }
    awaitedPrefix = nil
    return range.map { slots[$0]! }
  }

  func values() -> [T] { slots.map { $0! } }
}
