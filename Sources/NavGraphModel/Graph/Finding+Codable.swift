extension Finding: Codable {
  private enum CodingKeys: String, CodingKey {
    case rule, severity, feature, fields, `case`, message
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rule = try container.decode(String.self, forKey: .rule)
    severity = try container.decodeKnown(Severity.self, forKey: .severity, what: "severity")
    feature = try container.decodeIfPresent(String.self, forKey: .feature)
    fields = try container.decodeIfPresent([String].self, forKey: .fields)
    `case` = try container.decodeIfPresent(String.self, forKey: .case)
    message = try container.decode(String.self, forKey: .message)
    location = try SourceLocation.decodeFlattened(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rule, forKey: .rule)
    try container.encode(severity, forKey: .severity)
    try container.encodeIfPresent(feature, forKey: .feature)
    try container.encodeIfPresent(fields, forKey: .fields)
    try container.encodeIfPresent(`case`, forKey: .case)
    try container.encode(message, forKey: .message)
    try location?.encodeFlattened(to: encoder)
  }
}
