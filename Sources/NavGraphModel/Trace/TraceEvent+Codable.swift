/// Events and state nodes share the edge-naming keys of the graph (`field`, `via`, `case`,
/// `to`), so a reader who knows navgraph-v1 reads them without a table.
private enum EdgeNameKeys: String, CodingKey {
  case event, feature, field, via, `case`, to, id, children
}

extension TraceEvent: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EdgeNameKeys.self)
    kind = try container.decodeKnown(
      NavigationChangeKind.self, forKey: .event, what: "navigation event")
    feature = try container.decode(String.self, forKey: .feature)
    field = try container.decode(String.self, forKey: .field)
    via = try container.decodeIfPresent(String.self, forKey: .via)
    `case` = try container.decodeIfPresent(String.self, forKey: .case)
    to = try container.decodeIfPresent(String.self, forKey: .to)
    id = try container.decodeIfPresent(Int.self, forKey: .id)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EdgeNameKeys.self)
    try container.encode(kind, forKey: .event)
    try container.encode(feature, forKey: .feature)
    try container.encode(field, forKey: .field)
    try container.encodeIfPresent(via, forKey: .via)
    try container.encodeIfPresent(`case`, forKey: .case)
    try container.encodeIfPresent(to, forKey: .to)
    try container.encodeIfPresent(id, forKey: .id)
  }
}

extension NavigationStateNode: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EdgeNameKeys.self)
    feature = try container.decode(String.self, forKey: .feature)
    field = try container.decode(String.self, forKey: .field)
    via = try container.decodeIfPresent(String.self, forKey: .via)
    `case` = try container.decodeIfPresent(String.self, forKey: .case)
    to = try container.decodeIfPresent(String.self, forKey: .to)
    id = try container.decodeIfPresent(Int.self, forKey: .id)
    children = try container.decodeIfPresent([NavigationStateNode].self, forKey: .children) ?? []
  }

  /// `children` is left out when empty: most nodes are leaves of the state.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EdgeNameKeys.self)
    try container.encode(feature, forKey: .feature)
    try container.encode(field, forKey: .field)
    try container.encodeIfPresent(via, forKey: .via)
    try container.encodeIfPresent(`case`, forKey: .case)
    try container.encodeIfPresent(to, forKey: .to)
    try container.encodeIfPresent(id, forKey: .id)
    if !children.isEmpty { try container.encode(children, forKey: .children) }
  }
}
