/// The ids the stack reducer has mounted (started a dismiss listener for), as a set: in the
/// order they were mounted, searched from the most recent.
///
/// The reducer removes the ids that left the stack and adds those that joined, on every push and
/// pop. Those are nearly always the last mounted, found in a step; a `Set` would hash each into a
/// table with one entry per element, a cache miss each once the stack is deep. Whether an id is
/// new is answered without a search when its generation is above every generation mounted so
/// far, as a freshly pushed id's is.
@usableFromInline
struct MountedIDs: Sendable {
  private(set) var ids: [StackElementID]
  /// At least the greatest generation in `ids` (it may stay above once that id is removed).
  private var greatestGeneration: Int

  init(_ ids: some Sequence<StackElementID>) {
    self.ids = Array(ids)
    self.greatestGeneration = self.ids.map(\.generation).max() ?? Int.min
  }

  func contains(_ id: StackElementID) -> Bool {
    id.generation <= greatestGeneration && ids.lastIndex(of: id) != nil
  }

  /// Removes `id`; false when it was not there.
  mutating func remove(_ id: StackElementID) -> Bool {
    guard id.generation <= greatestGeneration, let index = ids.lastIndex(of: id) else {
      return false
    }
    ids.remove(at: index)
    return true
  }

  /// Removes every id of `removed` that is there; returns those, in the order of `removed`.
  mutating func remove(_ removed: [StackElementID]) -> [StackElementID] {
    // One by one, each search starts at the end: right for a pop (a few ids at the top), but a
    // search through everything per id when a whole stack goes at once.
    guard removed.count > 8 else { return removed.filter { remove($0) } }
    let present = Set(ids)
    var seen = Set<StackElementID>()
    let result = removed.filter { present.contains($0) && seen.insert($0).inserted }
    ids.removeAll { seen.contains($0) }
    return result
  }

  /// Adds `id`; false when it was there already.
  mutating func insert(_ id: StackElementID) -> Bool {
    guard !contains(id) else { return false }
    ids.append(id)
    greatestGeneration = Swift.max(greatestGeneration, id.generation)
    return true
  }
}
