/// What a state's navigation is made of, written down exactly: which presentations hold a value
/// and of which enum case, the ids of every stack and of every row of an `IdentifiedArray`, the
/// case of every enum and whether every optional holds a value — down through every struct
/// that can reach some — and the id of every `Identifiable` value on the way.
///
/// It is a superset of what the navigation diff compares and of what the trace recorder's state
/// reader reads, so two states with equal skeletons have no navigation change between them and
/// read as the same navigation state. A step that sends a counter's `tap` changes the counter's
/// number, not the skeleton: the recorder then keeps its previous reading instead of diffing
/// two states and reading one.
///
/// Nothing in it is a hash: equal skeletons are equal values, never a collision. Where a state
/// holds something a skeleton cannot describe exactly (an existential field, an enum without
/// reflection records) there is no skeleton (``NavigationSkeleton/Plan/append(_:to:)`` answers
/// false) and the caller does the full comparison.
package struct NavigationSkeleton: Equatable {
  /// Type identities, case tags, presence flags, counts and stack element generations, in the
  /// order the walk meets them.
  package var words: [UInt] = []
  /// `Identifiable` ids and row ids, in the order the walk meets them.
  package var ids: [AnyHashable] = []

  package init() {}

  /// Empties the skeleton, keeping its storage for the next state.
  package mutating func removeAll() {
    words.removeAll(keepingCapacity: true)
    ids.removeAll(keepingCapacity: true)
  }
}
