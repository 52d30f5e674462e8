import NavGraphModel

/// A case of a feature's `Action`: lint compares its payload with the field it is paired
/// with (`PresentationAction<...>`, `StackAction`/`StackActionOf`).
package struct ActionCase: Hashable, Sendable {
  package var name: String
  /// The first payload's type as written, `nil` for a case without payload.
  package var payloadText: String?
  package var location: SourceLocation

  package init(name: String, payloadText: String?, location: SourceLocation) {
    self.name = name
    self.payloadText = payloadText
    self.location = location
  }
}
