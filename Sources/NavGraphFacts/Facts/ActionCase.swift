/// A case of a feature's `Action`: lint compares its payload with the field it is paired
/// with (`PresentationAction<...>`, `StackAction`/`StackActionOf`).
public struct ActionCase: Hashable, Sendable {
  public var name: String
  /// The first payload's type as written, `nil` for a case without payload.
  public var payloadText: String?
  public var location: SourceLocation

  public init(name: String, payloadText: String?, location: SourceLocation) {
    self.name = name
    self.payloadText = payloadText
    self.location = location
  }
}
