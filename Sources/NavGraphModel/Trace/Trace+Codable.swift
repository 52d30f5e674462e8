import Foundation

extension Trace: Codable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, root, name, steps
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .schemaVersion)
    guard version == Self.schemaVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .schemaVersion, in: container,
        debugDescription: "unsupported schemaVersion \(version) (this navviz reads 1)")
    }
    root = try container.decode(String.self, forKey: .root)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    steps = try container.decode([TraceStep].self, forKey: .steps)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.schemaVersion, forKey: .schemaVersion)
    try container.encode(root, forKey: .root)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(steps, forKey: .steps)
  }
}

extension TraceStep: Codable {
  private enum CodingKeys: String, CodingKey {
    case action, before, after, events, effects, issues
  }

  /// `before`, `after` and `events` are required even when empty, so a misspelt key is an
  /// error instead of a step that silently did nothing; `effects` and `issues` may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    action = try container.decode(String.self, forKey: .action)
    before = try container.decode([NavigationStateNode].self, forKey: .before)
    after = try container.decode([NavigationStateNode].self, forKey: .after)
    events = try container.decode([TraceEvent].self, forKey: .events)
    effects = try container.decodeIfPresent(TraceEffects.self, forKey: .effects) ?? TraceEffects()
    issues = try container.decodeIfPresent([RuntimeIssue].self, forKey: .issues) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(action, forKey: .action)
    try container.encode(before, forKey: .before)
    try container.encode(after, forKey: .after)
    try container.encode(events, forKey: .events)
    try container.encode(effects, forKey: .effects)
    try container.encode(issues, forKey: .issues)
  }
}

extension RuntimeIssue: Codable {
  private enum CodingKeys: String, CodingKey {
    case message
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    message = try container.decode(String.self, forKey: .message)
    location = try SourceLocation.decodeFlattened(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(message, forKey: .message)
    try location?.encodeFlattened(to: encoder)
  }
}
