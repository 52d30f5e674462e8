import NavGraphCore

/// A call shaped like navigation that no recognizer read: an integration in a spelling navviz
/// does not know, `.sheet(isPresented: $isShowing)`, a `TCARouter`, a `Store` built from
/// something navviz cannot name. The census decides what each is (`CensusPass`), so that
/// nothing shaped like navigation is dropped without a word.
struct UnreadCallRecord: Sendable, Codable {
  var scope: [String]
  var kind: NavigationSiteKind
  /// The callee with its argument labels, as a reader names a call: `sheet(isPresented:)`.
  var spelling: String
  /// The argument that says what is presented or integrated (`item:`, `isPresented:`,
  /// `store:`, `path:`, `for:` or the first), as written, cut short.
  var subject: ArgumentText?
  var position: Position
  /// For a presentation modifier, where the view it is attached to starts (`ModifierChain`).
  var chainRoot: Position? = nil
  /// For a presentation, the names it is called on when they are names alone (`Item.Status`
  /// in `Item.Status.alert(...)`): when they name a type of the app's, the call builds a case
  /// or calls a static member, and is no modifier. Letter case cannot tell it in every script.
  var namedBase: [String]? = nil
  /// For a presentation through a binding, what the binding reads (`PresentationDriver`).
  var driver: PresentationDriver? = nil
  /// For a presentation, the state path of the store its content scopes (`\.child` in
  /// `{ ChildView(store: store.scope(state: \.child, ...)) }`), if it scopes one.
  var contentScope: [String]? = nil
  /// For a presentation in a view helper, the binding parameter of the helper its binding is
  /// made from (`item` in `func sheet(item: Binding<Item?>, ...) { sheet(isPresenting:
  /// item.isPresent()) }`): the helper presents what each caller binds.
  var handedBinding: HandedBinding? = nil
}

/// A binding a view helper is handed and presents: the helper, and the parameter.
struct HandedBinding: Sendable, Codable, Hashable {
  var helper: String
  var parameter: String
}
