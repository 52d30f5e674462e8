public enum EffectCallKind: String, Hashable, Sendable {
  /// `await dismiss()` / `await self.dismiss()`
  case dismiss
  /// `await send(...)` with the effect's send parameter
  case send
}

/// One `.run` effect and its `dismiss`/`send` calls in source order, for `send-after-dismiss`.
public struct EffectFacts: Hashable, Sendable {
  public struct Call: Hashable, Sendable {
    public var kind: EffectCallKind
    public var location: SourceLocation

    public init(kind: EffectCallKind, location: SourceLocation) {
      self.kind = kind
      self.location = location
    }
  }

  public var location: SourceLocation
  public var calls: [Call]

  public init(location: SourceLocation, calls: [Call]) {
    self.location = location
    self.calls = calls
  }

  /// The first `send` that follows a `dismiss`, if any.
  public var sendAfterDismiss: Call? {
    guard let dismiss = calls.firstIndex(where: { $0.kind == .dismiss }) else { return nil }
    return calls[(dismiss + 1)...].first { $0.kind == .send }
  }
}
