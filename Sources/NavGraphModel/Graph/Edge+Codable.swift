extension Edge: Codable {
  private enum CodingKeys: String, CodingKey {
    case from, to, kind, field, via, `case`, style
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    from = try container.decode(String.self, forKey: .from)
    to = try container.decode(String.self, forKey: .to)
    kind = try container.decodeKnown(EdgeKind.self, forKey: .kind, what: "edge kind")
    field = try container.decodeIfPresent(String.self, forKey: .field)
    via = try container.decodeIfPresent(String.self, forKey: .via)
    `case` = try container.decodeIfPresent(String.self, forKey: .case)
    style = try container.decodeKnownIfPresent(
      PresentationStyle.self, forKey: .style, what: "presentation style")
    location = try SourceLocation.decodeFlattened(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(field, forKey: .field)
    try container.encodeIfPresent(via, forKey: .via)
    try container.encodeIfPresent(`case`, forKey: .case)
    try container.encodeIfPresent(style, forKey: .style)
    try location?.encodeFlattened(to: encoder)
  }
}
