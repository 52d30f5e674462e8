import Foundation

/// `navviz coverage --format json`: the edges with their visit counts (graph edge keys plus
/// `visited`, `forward`, `back`, `traces`), per-feature and total ratios, the traces read and
/// what in them named no edge. Percentages are strings (`"75.0%"`) so they read the same as
/// the text report and no float formatting can change them.
extension NavigationCoverage: Encodable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, total, features, edges, traces, unmatched
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .schemaVersion)
    try container.encode(total, forKey: .total)
    try container.encode(features, forKey: .features)
    try container.encode(edges, forKey: .edges)
    try container.encode(traces, forKey: .traces)
    try container.encode(misses, forKey: .unmatched)
  }

  /// Two-space indented, sorted keys, final newline, like every navviz JSON.
  package func jsonData() throws -> Data {
    var data = try NavigationGraph.encoder.encode(self)
    data.append(0x0A)
    return data
  }
}

extension CoverageRatio: Encodable {
  private enum CodingKeys: String, CodingKey { case visited, edges, percent }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(visited, forKey: .visited)
    try container.encode(total, forKey: .edges)
    try container.encode(percentText, forKey: .percent)
  }
}

extension NavigationCoverage.FeatureCoverage: Encodable {
  private enum CodingKeys: String, CodingKey { case feature }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(feature, forKey: .feature)
    try ratio.encode(to: encoder)
  }
}

extension NavigationCoverage.EdgeCoverage: Encodable {
  private enum CodingKeys: String, CodingKey { case visited, forward, back, traces }

  /// The edge's own keys (`from`, `to`, `kind`, `field`, `via`, `case`, ...) flattened in.
  package func encode(to encoder: any Encoder) throws {
    try edge.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isVisited, forKey: .visited)
    try container.encode(forward, forKey: .forward)
    try container.encode(back, forKey: .back)
    try container.encode(traces, forKey: .traces)
  }
}

extension NavigationCoverage.TraceMiss: Encodable {
  private enum CodingKeys: String, CodingKey { case trace, step, place, reason }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(trace, forKey: .trace)
    try container.encode(miss.step, forKey: .step)
    try container.encode(miss.place, forKey: .place)
    try container.encode(miss.reason, forKey: .reason)
  }
}
