import Foundation

/// The process-wide table of running cancellable work (F-13…F-15). A task registered at a path
/// of length n is stored under all n+1 prefixes, so cancelling at a path reaches that feature
/// and its descendants, never its ancestors or siblings.
final class CancellablesRegistry: @unchecked Sendable {
  static let shared = CancellablesRegistry()

  private let lock = NSLock()
  private var entries: [CancelKey: [Int: @Sendable () -> Void]] = [:]
  private var nextToken = 0

  /// Registers `cancel` under `key` and every prefix of its path; returns a token to remove it.
  func insert(_ key: CancelKey, cancel: @escaping @Sendable () -> Void) -> Int {
    lock.lock()
    defer { lock.unlock() }
    nextToken += 1
    for prefix in key.path.prefixes {
      entries[key.with(path: prefix), default: [:]][nextToken] = cancel
    }
    return nextToken
  }

  func remove(_ key: CancelKey, token: Int) {
    lock.lock()
    defer { lock.unlock() }
    for prefix in key.path.prefixes {
      let prefixed = key.with(path: prefix)
      entries[prefixed]?[token] = nil
      if entries[prefixed]?.isEmpty == true { entries[prefixed] = nil }
    }
  }

  /// Cancels everything stored under `key` (E-13: runs now, not when an effect starts).
  func cancel(_ key: CancelKey) {
    lock.lock()
    let cancels = entries[key].map { Array($0.values) } ?? []
    lock.unlock()
    for cancel in cancels { cancel() }
  }

  func contains(_ key: CancelKey) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return entries[key] != nil
  }

  /// How many registrations exist (every prefix counted); 0 once all work has ended (F-15).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.values.reduce(0) { $0 + $1.count }
  }
}
