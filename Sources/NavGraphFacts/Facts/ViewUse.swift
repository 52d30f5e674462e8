/// How the app's views use an optional state field, as the scanner read them: what tells a
/// presentation (a sheet, an alert, a pushed screen) from a child drawn in place.
package enum ViewUse: String, Hashable, Sendable {
  /// A view presents it: a presentation modifier (`.sheet`, `.fullScreenCover`, `.popover`,
  /// `.alert`, `.confirmationDialog`, `.navigationDestination`) is handed a store scoped to it.
  case presented
  /// A view scopes a store to it only to draw it in place (`IfLetStore`, `if let child =
  /// store.scope(...)`, an overlay or a section).
  case inline
  /// A view names it (a key path, `viewStore.alert`) in a way navviz does not read as a
  /// scope: it is used, how is not known.
  case mentioned
  /// No view names it, or the feature's views were not found.
  case notFound
}
