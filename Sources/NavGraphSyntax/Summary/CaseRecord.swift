struct CaseRecord: Sendable, Codable {
  enum Attribute: String, Sendable, Codable { case ephemeral, ignored }

  var name: String
  /// Payload types in order (`meeting(Meeting, syncUp: SyncUp)` gives two).
  var payloads: [String]
  /// The first payload has a label (`case detail(item: Item)`).
  var isFirstPayloadLabeled = false
  var attribute: Attribute?
  var position: Position
}
