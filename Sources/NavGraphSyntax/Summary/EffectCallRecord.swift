import NavGraphFacts

/// A `dismiss()` or `send(...)` call inside an effect, with the branches it sits in.
struct EffectCallRecord: Sendable, Codable {
  var kind: EffectCallKind
  var position: Position
  var branches: [EffectBranch]
}
