extension Feature: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, kind, module
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    kind = try container.decodeKnown(Kind.self, forKey: .kind, what: "feature kind")
    module = try container.decodeIfPresent(String.self, forKey: .module)
    location = try SourceLocation.decodeFlattened(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(module, forKey: .module)
    try location?.encodeFlattened(to: encoder)
  }
}
