/// One argument of a call, as written: its label and the first bytes of its text.
struct ArgumentText: Sendable, Codable {
  var label: String?
  var text: String
}
