struct EffectRecord: Sendable, Codable {
  var scope: [String]
  var position: Position
  var calls: [EffectCallRecord]
}
