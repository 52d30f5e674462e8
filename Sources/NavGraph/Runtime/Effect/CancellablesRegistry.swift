import Foundation

/// The process-wide table of running cancellable work (F-13…F-15). A task registered at a path
/// of length n is stored under all n+1 prefixes, so cancelling at a path reaches that feature
/// and its descendants, never its ancestors or siblings.
///
/// Each key's registrations live in a ``Bucket`` that a ``Registration`` keeps, so removing
/// work that ended touches only those buckets' token tables: no key (an `AnyHashable` id and a
/// whole navigation path) is hashed and compared again, except to drop a bucket that emptied.
/// The buckets of shared prefixes hold every live registration below them (every mounted stack
/// element's dismiss listener), so a lookup per prefix on every removal made push + pop cost
/// grow with the stack (BENCHMARKS.md, Runtime).
final class CancellablesRegistry: @unchecked Sendable {
  static let shared = CancellablesRegistry()

  /// The registrations under one key (an id at one path prefix), by token.
  final class Bucket: @unchecked Sendable {
    let key: CancelKey
    var cancels: [Int: @Sendable () -> Void] = [:]

    init(key: CancelKey) { self.key = key }
  }

  /// One `insert`: its token and the buckets it was added to (one per prefix of its path).
  struct Registration: @unchecked Sendable {
    let token: Int
    let buckets: [Bucket]
  }

  private let lock = NSLock()
  private var entries: [CancelKey: Bucket] = [:]
  private var nextToken = 0

  /// Registers `cancel` under `key` and every prefix of its path; pass the result to `remove`.
  func insert(_ key: CancelKey, cancel: @escaping @Sendable () -> Void) -> Registration {
    lock.lock()
    defer { lock.unlock() }
    nextToken += 1
    let token = nextToken
    var buckets: [Bucket] = []
    buckets.reserveCapacity(key.path.components.count + 1)
    for prefix in key.path.prefixes {
      let bucket = Self.bucket(in: &entries[key.with(path: prefix)], key: key.with(path: prefix))
      bucket.cancels[token] = cancel
      buckets.append(bucket)
    }
    return Registration(token: token, buckets: buckets)
  }

  /// The bucket in `slot`, created there if there is none (one hash lookup for both cases).
  private static func bucket(in slot: inout Bucket?, key: @autoclosure () -> CancelKey) -> Bucket {
    if let bucket = slot { return bucket }
    let bucket = Bucket(key: key())
    slot = bucket
    return bucket
  }

  func remove(_ registration: Registration) {
    lock.lock()
    defer { lock.unlock() }
    for bucket in registration.buckets {
      bucket.cancels[registration.token] = nil
      // A bucket leaves the table only once empty, and an empty bucket holds no registration,
      // so the entry under this key is still this bucket.
      if bucket.cancels.isEmpty { entries[bucket.key] = nil }
    }
  }

  /// Cancels everything stored under `key` (E-13: runs now, not when an effect starts).
  func cancel(_ key: CancelKey) {
    lock.lock()
    let cancels = entries[key].map { Array($0.cancels.values) } ?? []
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
    return entries.values.reduce(0) { $0 + $1.cancels.count }
  }
}
