/// One argument of a call, as written: its label and the first bytes of its text.
struct ArgumentText: Sendable, Codable {
  var label: String?
  var text: String
  /// The text was cut to its first characters (a long argument): it is no whole name.
  var isCut = false
  /// The name it starts with (behind `$`) is one of the view's stores, by its type or its
  /// conventional name: a binding of the store's state, not of the view's own.
  var rootIsStore = false
}
