/// Something in the scanned source that looks like navigation but that navviz could not read:
/// a type shaped like a reducer that conforms to nothing known to be one, or an integration
/// whose key path names no state. Listed so that a user sees what was missed, rather than a
/// silently smaller graph.
public struct Unresolved: Hashable, Sendable, Comparable {
  public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A type with nested `State` and `Action` and a `body` or `reduce`, not found to be a
    /// reducer (its protocol is declared in code the scan did not see, say).
    case reducerLike = "reducer-like"
    /// An `ifLet`/`forEach`/`Scope` whose state key path could not be resolved to a field.
    case integration
  }

  public var kind: Kind
  /// The type, or the feature the integration is in.
  public var name: String
  /// What was not understood, in words.
  public var reason: String
  public var location: SourceLocation?

  public init(kind: Kind, name: String, reason: String, location: SourceLocation?) {
    self.kind = kind
    self.name = name
    self.reason = reason
    self.location = location
  }

  /// `path:line:column: note: name: reason`, as `--verbose` lists it.
  public var diagnostic: String {
    (location.map { "\($0): " } ?? "") + "note: \(name): \(reason)"
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    let left = lhs.location ?? SourceLocation(file: ""), right = rhs.location ?? SourceLocation(file: "")
    if left != right { return left < right }
    return (lhs.kind.rawValue, lhs.name, lhs.reason) < (rhs.kind.rawValue, rhs.name, rhs.reason)
  }
}

extension Unresolved: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, name, reason
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decodeKnown(Kind.self, forKey: .kind, what: "unresolved kind")
    name = try container.decode(String.self, forKey: .name)
    reason = try container.decode(String.self, forKey: .reason)
    location = try SourceLocation.decodeFlattened(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(name, forKey: .name)
    try container.encode(reason, forKey: .reason)
    try location?.encodeFlattened(to: encoder)
  }
}

extension [Unresolved] {
  /// `3 reducer-like types and 2 integrations not understood`, for summary lines; `nil` when
  /// there is nothing.
  public var summary: String? {
    guard !isEmpty else { return nil }
    let types = count { $0.kind == .reducerLike }
    let integrations = count - types
    let parts = [
      types > 0 ? "\(types) reducer-like type\(types == 1 ? "" : "s")" : nil,
      integrations > 0 ? "\(integrations) integration\(integrations == 1 ? "" : "s")" : nil,
    ].compactMap { $0 }
    return parts.joined(separator: " and ") + " not understood"
  }
}
