/// A table looked up by a precomputed `Int` digest of its keys (a hash kept next to the key, such
/// as ``NavigationIDPath``'s fingerprint), confirming a hit with a full comparison.
///
/// The tables of live dismiss listeners and cancellable work hold one entry per mounted feature.
/// A `Dictionary` keyed by the path itself copies the key of every bucket it probes (retaining
/// its components and id), so with thousands of entries each probe would be a cache miss on an
/// object nothing else uses, and a push + pop would cost more the deeper the stack. Here a probe
/// compares plain integers in the dictionary's key array, and only the one candidate that has
/// the digest is compared in full.
///
/// Two different keys may share a digest; the second one goes to `overflow`, a list searched
/// only when the main table does not answer (in practice always empty: digests are 64 bits).
struct DigestTable<Key, Value> {
  private struct Slot {
    var key: Key
    var value: Value
  }

  private var slots: [Int: Slot] = [:]
  private var overflow: [(digest: Int, slot: Slot)] = []

  /// The value whose key has `digest` and satisfies `matches`, if any.
  func value(digest: Int, where matches: (Key) -> Bool) -> Value? {
    if let slot = slots[digest], matches(slot.key) { return slot.value }
    guard !overflow.isEmpty else { return nil }
    return overflow.first { $0.digest == digest && matches($0.slot.key) }?.slot.value
  }

  /// Adds `value` under `key`; the caller has made sure no entry matches `key`.
  mutating func insert(_ value: Value, for key: Key, digest: Int) {
    // One probe in the usual case (the digest is free); a taken digest gets its entry back.
    if let taken = slots.updateValue(Slot(key: key, value: value), forKey: digest) {
      let slot = slots.updateValue(taken, forKey: digest)!
      overflow.append((digest, slot))
    }
  }

  /// Removes and returns the value with `digest` for which `matches(key, value)` holds.
  @discardableResult
  mutating func remove(digest: Int, where matches: (Key, Value) -> Bool) -> Value? {
    if let index = slots.index(forKey: digest),
      matches(slots.values[index].key, slots.values[index].value)
    {
      let value = slots.values[index].value
      slots.remove(at: index)
      // An entry that shared this digest moves up. Not needed to find it (lookups fall back to
      // `overflow` whenever `slots` does not answer), only to keep `overflow` short.
      if !overflow.isEmpty, let moved = overflow.firstIndex(where: { $0.digest == digest }) {
        slots[digest] = overflow.remove(at: moved).slot
      }
      return value
    }
    guard !overflow.isEmpty,
      let index = overflow.firstIndex(where: {
        $0.digest == digest && matches($0.slot.key, $0.slot.value)
      })
    else { return nil }
    return overflow.remove(at: index).slot.value
  }

  /// Every value, in no particular order.
  var values: [Value] { slots.values.map(\.value) + overflow.map(\.slot.value) }

  var isEmpty: Bool { slots.isEmpty && overflow.isEmpty }

  mutating func removeAll() {
    slots.removeAll()
    overflow.removeAll()
  }
}
