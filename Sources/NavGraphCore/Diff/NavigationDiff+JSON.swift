import Foundation

/// `navviz diff --format json` (docs/navdiff-v1.md): `equal`, the counts of each change, and
/// the changes. Features and edges are written as navgraph-v1 writes them (an edge's `file`
/// and `line` are where it is declared on its side), findings as lint's JSON report does.
extension NavigationDiff: Encodable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, equal, counts, features, edges, reachability, findings
  }

  private enum FeatureKeys: String, CodingKey { case added, removed, renamed, changed }
  private enum EdgeKeys: String, CodingKey { case added, removed, restyled, kindChanged }
  private enum FindingKeys: String, CodingKey { case new, fixed }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.schemaVersion, forKey: .schemaVersion)
    try container.encode(isEmpty, forKey: .equal)
    try container.encode(counts, forKey: .counts)
    var features = container.nestedContainer(keyedBy: FeatureKeys.self, forKey: .features)
    try features.encode(addedFeatures, forKey: .added)
    try features.encode(removedFeatures, forKey: .removed)
    try features.encode(renamedFeatures, forKey: .renamed)
    try features.encode(changedFeatures, forKey: .changed)
    var edges = container.nestedContainer(keyedBy: EdgeKeys.self, forKey: .edges)
    try edges.encode(addedEdges, forKey: .added)
    try edges.encode(removedEdges, forKey: .removed)
    try edges.encode(restyledEdges, forKey: .restyled)
    try edges.encode(rekindedEdges, forKey: .kindChanged)
    try container.encode(reachability, forKey: .reachability)
    var findings = container.nestedContainer(keyedBy: FindingKeys.self, forKey: .findings)
    try findings.encode(newFindings, forKey: .new)
    try findings.encode(fixedFindings, forKey: .fixed)
  }

  /// How many changes of each kind, by the names the JSON uses.
  package var counts: [String: Int] {
    [
      "featuresAdded": addedFeatures.count, "featuresRemoved": removedFeatures.count,
      "featuresRenamed": renamedFeatures.count, "featuresChanged": changedFeatures.count,
      "edgesAdded": addedEdges.count, "edgesRemoved": removedEdges.count,
      "edgesRestyled": restyledEdges.count, "edgesKindChanged": rekindedEdges.count,
      "reachabilityLost": reachability.count { $0.isLost },
      "reachabilityGained": reachability.count { !$0.isLost },
      "findingsNew": newFindings.count, "findingsFixed": fixedFindings.count,
    ]
  }

  /// Two-space indented, sorted keys, final newline, like every navviz JSON.
  package func jsonData() throws -> Data {
    var data = try NavigationGraph.encoder.encode(self)
    data.append(0x0A)
    return data
  }
}

extension FeatureChange: Encodable {
  private enum CodingKeys: String, CodingKey { case name, attribute, before, after }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(attribute.rawValue, forKey: .attribute)
    try container.encodeIfPresent(before, forKey: .before)
    try container.encodeIfPresent(after, forKey: .after)
  }
}

extension ReachabilityChange: Encodable {
  private enum CodingKeys: String, CodingKey { case feature, reachable, before, after }

  /// `reachable` is whether a root reaches it now; `before` and `after` list the roots that
  /// reach it on each side.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(feature, forKey: .feature)
    try container.encode(!isLost, forKey: .reachable)
    try container.encode(before, forKey: .before)
    try container.encode(after, forKey: .after)
  }
}
