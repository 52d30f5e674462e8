import NavGraphModel

/// The scanner's cached file summaries hold each file's directives, the location flattened as
/// everywhere else (`"file"`, `"line"`, `"column"`).
extension SuppressionDirective.Kind: Codable {}

extension SuppressionDirective: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, rules
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let location = try SourceLocation.decodeFlattened(from: decoder) else {
      throw DecodingError.keyNotFound(
        LocationCodingKeys.file,
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no file"))
    }
    self.init(
      kind: try container.decode(Kind.self, forKey: .kind),
      rules: try container.decode([String].self, forKey: .rules), location: location)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(rules, forKey: .rules)
    try location.encodeFlattened(to: encoder)
  }
}
