/// What a presentation no recognizer read is driven by, as its binding argument says
/// (`UnreadCallRecord`): a binding of the store's state rather than a scoped store
/// (`viewStore.binding(\.$isShowing)`, `$store.destination.share`, `Binding(get: { store.error
/// != nil }, ...)`), or a name of the view itself (`self.$isSharePresented`). The census
/// ties the first to a field of the view's feature (`DrivenPresentationReading`).
enum PresentationDriver: Sendable, Codable, Hashable {
  /// A binding of the store's state: the member path it reads below the state, the field
  /// first (`["isShowing"]`, `["destination", "share"]`).
  case storeState([String])
  /// A name of the view, as the binding reads it (`self.isSharePresented` for
  /// `self.$isSharePresented`; `draftID` in `Binding(get: { draftID != nil }, ...)`): its own
  /// state, or a binding it is handed, never the store's.
  case viewProperty(String)
  /// A binding a method of the view makes (`isDestinationPresented(.goals)`): what it reads is
  /// the method's (`BindingHelperRecord`).
  case helper(String)
}

extension PresentationDriver {
  /// The name of the method or property that may make the binding: a helper's, or a property
  /// the view reads on itself (`self.isEditShown`), which may be a computed binding too.
  var helperName: String? {
    switch self {
    case .helper(let name): name
    case .viewProperty(let name) where name.hasPrefix("self."): String(name.dropFirst(5))
    default: nil
    }
  }
}
