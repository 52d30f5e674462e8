/// A mistake found while decoding `.navviz.yml`. Decoding knows the coding path but not the
/// line, so the mistake names its node by path and `ConfigurationFile` finds the line on the
/// composed node.
struct ConfigurationMistake: Error {
  /// One step of a coding path: a mapping key or a list position.
  enum Step: Sendable {
    case key(String)
    case index(Int)
  }

  /// Whether the line is the key's (an unknown key or rule) or its value's (a wrong value).
  enum Place: Sendable {
    case key, value
  }

  var path: [Step]
  var place: Place
  var message: String

  init(at codingPath: [any CodingKey], _ place: Place, _ message: String) {
    self.path = codingPath.map { key in key.intValue.map(Step.index) ?? .key(key.stringValue) }
    self.place = place
    self.message = message
  }
}
