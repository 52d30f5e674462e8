/// The ids added to and removed from a ``StackState`` since the stack reducer last looked, so a
/// push or pop costs the same on a stack of 10 or 1,000 elements. A new stack value starts a new
/// lineage, which tells the reducer to compare whole id sets instead.
@usableFromInline
struct StackChangeLog: Sendable {
  private static let lineages = LockIsolated(0)

  var lineage: Int = StackChangeLog.lineages.withValue { $0 += 1; return $0 }
  @usableFromInline var added: [StackElementID] = []
  @usableFromInline var removed: [StackElementID] = []

  mutating func clear() {
    added.removeAll(keepingCapacity: true)
    removed.removeAll(keepingCapacity: true)
  }
}
