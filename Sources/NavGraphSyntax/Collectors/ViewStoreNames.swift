@_spi(RawSyntax) import SwiftSyntax

/// The names a file's views give their stores: `store` and `viewStore` by convention, and
/// whatever else the file declares with a store's type (`let model: StoreOf<Feature>`, a
/// helper's `with 가게: PresentationStoreOf<Feature.Destination>`). A view reading a field
/// of its store, or scoping a store property, is recognised whatever it calls the store.
struct ViewStoreNames: Sendable {
  /// The names nearly every view uses, which a store declared in another file goes by too.
  static let conventional: Set<String> = ["store", "viewStore"]
  private static let conventionalText: Set<SyntaxText> = [
    "store", "viewStore", "$store", "$viewStore",
  ]

  /// Names the file declares with a store's type, besides the conventional ones.
  var declared: Set<String> = []
  /// Store parameters of the enclosing functions.
  var parameters: [String] = []

  func contains(_ name: String) -> Bool {
    Self.conventional.contains(name) || declared.contains(name) || parameters.contains(name)
  }

  /// `contains` for a name read from the raw tree (also behind `$`), without building a
  /// `String` for the conventional names every view writes.
  func contains(_ text: SyntaxText) -> Bool {
    if Self.conventionalText.contains(text) { return true }
    // `` `store` `` is `store`.
    if text.count > 2, text.first == UInt8(ascii: "`"), text.last == UInt8(ascii: "`") {
      return contains(SyntaxText(rebasing: text.dropFirst().dropLast()))
    }
    guard !declared.isEmpty || !parameters.isEmpty else { return false }
    var name = String(syntaxText: text)
    if name.hasPrefix("$") { name.removeFirst() }
    return contains(TokenSyntax.identifier(spelled: name))
  }

  /// What a `WithViewStore` closure calls the view store it is handed (`WithViewStore(store)
  /// { vs in ... }`), when not a conventional name: the store of the view it sits in, whatever
  /// the app names it.
  static func closureParameter(of closure: ClosureExprSyntax) -> String? {
    guard let call = closure.receivingCall,
      Callee(call.calledExpression).name == "WithViewStore",
      let name = closure.parameterNames.first, name != "_", !conventional.contains(name)
    else { return nil }
    return name
  }

  /// Whether a type written for a variable is a store's: `StoreOf<...>`, `Store<...>`,
  /// `ViewStoreOf<...>`, `PresentationStoreOf<...>`, also behind a module name.
  static func isStoreType(_ ref: TypeRef) -> Bool {
    ["StoreOf", "Store", "ViewStoreOf", "ViewStore", "PresentationStoreOf"].contains(ref.last)
  }
}
