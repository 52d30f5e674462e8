struct TypealiasRecord: Sendable, Codable {
  var scope: [String]
  var name: String
  var target: String
}
