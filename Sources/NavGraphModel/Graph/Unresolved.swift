/// Something in the scanned source that looks like navigation but that navviz could not read:
/// a type shaped like a reducer that conforms to nothing known to be one, or an integration
/// whose key path names no state. Listed so that a user sees what was missed, rather than a
/// silently smaller graph.
public struct Unresolved: Hashable, Sendable, Comparable {
  /// The shape of code that was not read.
  public var kind: NavigationSiteKind
  /// The type, or the feature the integration is in.
  public var name: String
  /// What was not understood, in words.
  public var reason: String
  public var location: SourceLocation?

  public init(kind: NavigationSiteKind, name: String, reason: String, location: SourceLocation?) {
    self.kind = kind
    self.name = name
    self.reason = reason
    self.location = location
  }

  /// `path:line:column: note: name: reason`, as `--verbose` lists it.
  package var diagnostic: String {
    (location.map { "\($0): " } ?? "") + "note: \(name): \(reason)"
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    let left = lhs.location ?? SourceLocation(file: "")
    let right = rhs.location ?? SourceLocation(file: "")
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
    kind = try container.decodeKnown(
      NavigationSiteKind.self, forKey: .kind, what: "unresolved kind")
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
  /// `3 integrations and 1 view presentation not understood`, by kind in declaration order,
  /// for summary lines; `nil` when there is nothing.
  package var summary: String? {
    guard !isEmpty else { return nil }
    let parts = NavigationSiteKind.allCases.compactMap { kind -> String? in
      let count = self.count { $0.kind == kind }
      return count == 0 ? nil : "\(count) \(kind.noun(count: count))"
    }
    let listed =
      parts.count <= 1
      ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    return listed + " not understood"
  }
}
