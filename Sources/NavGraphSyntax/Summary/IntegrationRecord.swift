import NavGraphCore

struct IntegrationRecord: Sendable, Codable {
  var scope: [String]
  var op: IntegrationOperator
  var state: PathRef?
  var action: PathRef?
  /// The constant or property the state or action key path is passed as
  /// (`.ifLet(destinationPath, ...)`, `self.destinationPath`), to be looked up by name.
  var stateName: String?
  var actionName: String?
  /// `forEach(..., dismissStyle: .stack)` in TCA 2.0: the style, by the name written.
  var dismissStyle: DismissStyle?
  /// The state path of the integration whose closure holds this one
  /// (`Scope(state: \.root, ...) { Scope(state: \.main, ...) { Main() } }`): its key path is
  /// relative to that state, not to the feature's.
  var nestedIn: [String]? = nil
  /// The reducer the trailing closure builds (`ChildFeature()`), when it names one.
  var child: String?
  var position: Position
  /// Spelled as a store's member (`.scope(\.x, action: \.x)`, `.spawn(...)`), which in view
  /// code scopes a store rather than integrating a child.
  var isStoreSpelling = false
  /// In an extension of `Reducer` whose `where` clause fixes its domain (`where State ==
  /// Feature.State`): that domain, as written. The integration is that feature's.
  var domainOwner: String? = nil
}
