/// What one case of an enum reducer (`@Reducer enum Destination`, a `Path`) holds, in the words
/// every part of navviz uses for it: the `@Reducer` macro's metadata, the reflection walker
/// that reads it, and the static scanner.
///
/// The role decides the edge a graph draws for the case: a feature is navigated to, an alert or
/// a dialog is a leaf, and data is drawn as the type it holds.
public enum CaseRole: String, Hashable, Sendable, CaseIterable {
  /// The case holds a child reducer's state (`case addItem(ItemFormFeature)`).
  case feature
  /// The case holds `AlertState<Action>`.
  case alert
  /// The case holds `ConfirmationDialogState<Action>`.
  case dialog
  /// The case is marked `@ReducerCaseIgnored`: it holds state that has no reducer.
  case ignored
  /// The case holds plain data, or a payload that is not exactly one type (`case meeting(Meeting,
  /// syncUp: SyncUp)`, `case empty`): no reducer runs for it.
  case data
}
