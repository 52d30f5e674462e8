struct ViewStyleRecord: Sendable, Codable {
  var scope: [String]
  var style: String
  /// The state path of the scoped store: `["destination", "addItem"]`.
  var state: [String]
  var position: Position
  /// The type of the store the scope is taken of, when a parameter of the enclosing function
  /// declares it (`destinationStore: PresentationStoreOf<Feature.Destination>` in a view
  /// helper): the feature, or the enum reducer, the modifier talks about.
  var storeType: String?
  /// Where the view the modifier is attached to starts (`ModifierChain`); `nil` on a
  /// helper's implicit `self`.
  var chainRoot: Position? = nil
}
