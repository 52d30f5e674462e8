/// A state path named in code that may be a view's: a key path (`\.$alert`, `\.child.alert`)
/// or a member read on a store (`viewStore.alert`, `store.alert`). Whether a view's code
/// speaks of a field at all, for the presentations no view shows.
struct ViewMentionRecord: Sendable, Codable {
  var scope: [String]
  var path: [String]
  /// The type of the store parameter of the enclosing function, if any (as for
  /// `ViewStyleRecord`).
  var storeType: String?
  /// A member read on a store (`store.destination` in a `switch`), not a key path: the view
  /// reads the field's value whole, whichever case it holds.
  var isStoreRead = false
}
