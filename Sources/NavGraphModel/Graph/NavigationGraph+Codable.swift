import Foundation

extension NavigationGraph: Codable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, roots, features, edges, findings, unresolved
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .schemaVersion)
    guard version == Self.schemaVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .schemaVersion, in: container,
        debugDescription: "unsupported schemaVersion \(version) (this navviz reads 1)")
    }
    roots = try container.decodeIfPresent([String].self, forKey: .roots) ?? []
    features = try container.decodeIfPresent([Feature].self, forKey: .features) ?? []
    edges = try container.decodeIfPresent([Edge].self, forKey: .edges) ?? []
    findings = try container.decodeIfPresent([Finding].self, forKey: .findings) ?? []
    unresolved = try container.decodeIfPresent([Unresolved].self, forKey: .unresolved) ?? []
  }

  /// Encodes in canonical order, whatever order the arrays were built in.
  public func encode(to encoder: any Encoder) throws {
    let graph = sorted()
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.schemaVersion, forKey: .schemaVersion)
    try container.encode(graph.roots, forKey: .roots)
    try container.encode(graph.features, forKey: .features)
    try container.encode(graph.edges, forKey: .edges)
    try container.encode(graph.findings, forKey: .findings)
    // Additive: written only when the scanner has something to say.
    if !graph.unresolved.isEmpty { try container.encode(graph.unresolved, forKey: .unresolved) }
  }
}

extension NavigationGraph {
  /// The navgraph-v1 JSON of this graph: sorted keys and arrays, two-space indentation,
  /// a final newline. The same graph always gives the same bytes: those `encoder` gives for
  /// `encode(to:)`, written directly (`GraphJSONWriter`).
  public func jsonData() throws -> Data {
    GraphJSONWriter.document(self)
  }

  /// Reads a navgraph-v1 document. Errors name the JSON path and say what is wrong.
  public init(jsonData data: Data) throws(NavGraphError) {
    do {
      self = try JSONDecoder().decode(NavigationGraph.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        throw .malformedGraph(reason: JSONSyntaxError.describe(data))
      }
      throw .malformedGraph(reason: error.readableDescription)
    } catch {
      throw .malformedGraph(reason: String(describing: error))
    }
  }

  /// One encoder configuration for every JSON navviz writes.
  package static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
