import Foundation

/// `navviz trace --format json`: the trace laid onto the graph, for scripts. Steps count from 1
/// (as in pictures); `path` is the JSON path of an entry that matched nothing.
extension TraceMatch: Encodable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, root, name, steps, visits, final, issues, unmatched
  }

  private enum EntryKeys: String, CodingKey {
    case step, event, id, feature, message, path, reason
  }

  private struct VisitEntry: Encodable {
    var visit: Visit
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: EntryKeys.self)
      try container.encode(visit.step + 1, forKey: .step)
      try container.encode(visit.event.kind, forKey: .event)
      try container.encodeIfPresent(visit.event.id, forKey: .id)
      try visit.edge.encode(to: encoder)
    }
  }

  private struct IssueEntry: Encodable {
    var issue: LocatedIssue
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: EntryKeys.self)
      try container.encode(issue.step + 1, forKey: .step)
      try container.encode(issue.feature, forKey: .feature)
      try issue.issue.encode(to: encoder)
    }
  }

  private struct MissEntry: Encodable {
    var miss: Miss
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: EntryKeys.self)
      try container.encode(miss.step + 1, forKey: .step)
      try container.encode(miss.path, forKey: .path)
      try container.encode(miss.reason, forKey: .reason)
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Trace.schemaVersion, forKey: .schemaVersion)
    try container.encode(trace.root, forKey: .root)
    try container.encodeIfPresent(trace.name, forKey: .name)
    try container.encode(trace.steps.count, forKey: .steps)
    try container.encode(visits.map(VisitEntry.init), forKey: .visits)
    try container.encode(finalEdges, forKey: .final)
    try container.encode(issues.map(IssueEntry.init), forKey: .issues)
    try container.encode(misses.map(MissEntry.init), forKey: .unmatched)
  }

  package func jsonData() throws -> Data {
    var data = try NavigationGraph.encoder.encode(self)
    data.append(0x0A)
    return data
  }
}
