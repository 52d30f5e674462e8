/// A local a view helper scopes its store into before presenting from it (`let
/// destinationStore = store.scope(state: \.$destination, action: \.destination)`): a scope of
/// the local is a scope of the store it came from, below the path it was scoped to.
struct DerivedStore: Sendable {
  /// The local's name.
  var name: String
  /// The store it is scoped from: a store parameter or a name the view's store goes by.
  var base: String
  /// The state path it was scoped to (`["destination"]`).
  var path: [String]
}
