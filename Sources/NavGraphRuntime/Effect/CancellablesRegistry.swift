import Foundation

/// The process-wide table of running cancellable work (F-13…F-15). A task registered at a path
/// of length n is stored under all n+1 prefixes, so cancelling at a path reaches that feature
/// and its descendants, never its ancestors or siblings. (The runtime's own id for a presented
/// feature's effects, ``PresentedEffectsID``, skips the prefixes it is never cancelled at.)
///
/// Each key's registrations live in a ``Bucket`` that a ``Registration`` keeps, so removing
/// work that ended touches only those buckets' token tables and, for a bucket that emptied, one
/// probe of the table of keys. That table is a ``DigestTable``: it holds one key per mounted
/// feature (each stack element's own path), where a `Dictionary` keyed by ``CancelKey`` would
/// copy the key of every bucket it probes, a cache miss each once there are thousands. Prefixes
/// are looked up by their fingerprints, so inserting builds only the prefixes that have no
/// bucket yet.
final class CancellablesRegistry: @unchecked Sendable {
  static let shared = CancellablesRegistry()

  /// The registrations under one key (an id at one path prefix), by token.
  final class Bucket: @unchecked Sendable {
    let key: CancelKey
    /// The key's digest in the registry's table.
    let digest: Int
    var cancels: [Int: @Sendable () -> Void] = [:]

    init(key: CancelKey, digest: Int) {
      self.key = key
      self.digest = digest
    }
  }

  /// One `insert`: its token and the buckets it was added to (one per prefix of its path).
  struct Registration: @unchecked Sendable {
    let token: Int
    let buckets: [Bucket]
  }

  private let lock = NSLock()
  private var entries = DigestTable<CancelKey, Bucket>()
  private var nextToken = 0

  /// Registers `cancel` under `key` and every prefix of its path; pass the result to `remove`.
  func insert(_ key: CancelKey, cancel: @escaping @Sendable () -> Void) -> Registration {
    lock.lock()
    defer { lock.unlock() }
    nextToken += 1
    let token = nextToken
    let components = key.path.components
    var buckets: [Bucket] = []
    buckets.reserveCapacity(components.count + 1)
    var fingerprint = NavigationIDPath().fingerprint
    let onlyFeaturePrefixes = key.type == ObjectIdentifier(PresentedEffectsID.self)
    for length in 0...components.count {
      if length > 0 {
        fingerprint = NavigationIDPath.fingerprint(
          extending: fingerprint, with: components[length - 1])
      }
      // The presented effects' id is cancelled only at a presented feature's or stack
      // element's path (P-17, S-24), never at the empty path or a store's root. Registered
      // there, every mounted feature would have a token in the same two buckets: two tables as
      // large as the stack, updated on every push and pop.
      if onlyFeaturePrefixes, length == 0 || components[length - 1].isStoreRoot { continue }
      let digest = key.digest(pathFingerprint: fingerprint)
      let bucket: Bucket
      if let existing = entries.value(
        digest: digest,
        where: { $0.isPrefix(of: key, length: length, pathFingerprint: fingerprint) })
      {
        bucket = existing
      } else {
        let prefix =
          length == components.count
          ? key : key.with(path: NavigationIDPath(components: Array(components[..<length])))
        bucket = Bucket(key: prefix, digest: digest)
        entries.insert(bucket, for: prefix, digest: digest)
      }
      bucket.cancels[token] = cancel
      buckets.append(bucket)
    }
    return Registration(token: token, buckets: buckets)
  }

  func remove(_ registration: Registration) {
    lock.lock()
    defer { lock.unlock() }
    for bucket in registration.buckets {
      bucket.cancels[registration.token] = nil
      // A bucket leaves the table only once empty, and an empty bucket holds no registration,
      // so the entry under this key is still this bucket.
      if bucket.cancels.isEmpty { entries.remove(digest: bucket.digest) { $1 === bucket } }
    }
  }

  /// Cancels everything stored under `key` (E-13: runs now, not when an effect starts).
  func cancel(_ key: CancelKey) {
    lock.lock()
    let cancels = bucket(for: key).map { Array($0.cancels.values) } ?? []
    lock.unlock()
    for cancel in cancels { cancel() }
  }

  func contains(_ key: CancelKey) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return bucket(for: key) != nil
  }

  private func bucket(for key: CancelKey) -> Bucket? {
    entries.value(digest: key.digest(pathFingerprint: key.path.fingerprint)) { $0 == key }
  }

  /// Forgets every registration without cancelling anything. Work still running later removes
  /// registrations that are no longer there, which does nothing.
  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    entries.removeAll()
  }

  /// How many registrations exist (every prefix counted); 0 once all work has ended (F-15).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.values.reduce(0) { $0 + $1.cancels.count }
  }
}
