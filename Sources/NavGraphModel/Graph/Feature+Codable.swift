extension Feature: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, kind, module, apiGeneration
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    kind = try container.decodeKnown(Kind.self, forKey: .kind, what: "feature kind")
    module = try container.decodeIfPresent(String.self, forKey: .module)
    apiGeneration =
      try container.decodeKnownIfPresent(
        APIGeneration.self, forKey: .apiGeneration, what: "API generation") ?? .tca1
    location = try SourceLocation.decodeFlattened(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(module, forKey: .module)
    // Additive: 1.x, the generation every earlier document describes, is left out.
    if apiGeneration != .tca1 { try container.encode(apiGeneration, forKey: .apiGeneration) }
    try location?.encodeFlattened(to: encoder)
  }
}
