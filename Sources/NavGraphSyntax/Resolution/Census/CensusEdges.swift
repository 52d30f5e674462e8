import NavGraphCore

/// The graph's edges grouped the ways the census asks them: by owner and field, and by
/// owner; with the words a site's explanation lists them in.
struct CensusEdges {
  private var byField: [FieldKey: [Edge]] = [:]
  private var byOwner: [String: [Edge]] = [:]

  private struct FieldKey: Hashable {
    var owner: String
    var field: String
  }

  init(_ edges: [Edge]) {
    for edge in edges {
      byOwner[edge.from, default: []].append(edge)
      if let field = edge.field {
        byField[FieldKey(owner: edge.from, field: field), default: []].append(edge)
      }
    }
  }

  func edges(of owner: String, field: String) -> [Edge] {
    byField[FieldKey(owner: owner, field: field)] ?? []
  }

  func edges(of owner: String) -> [Edge] {
    byOwner[owner] ?? []
  }

  /// How many edges were read, of what kinds, to where: `2 edges: edit: destination to Edit
  /// (sheet), alert: alert to AlertState`, the first three named.
  static func describe(_ edges: [Edge]) -> String {
    let shown = edges.sorted().prefix(3).map { edge in
      (edge.case.map { "\($0): " } ?? "") + "\(edge.kind.rawValue) to \(edge.to)"
        + (edge.style.map { " (\($0.rawValue))" } ?? "")
    }
    let more = edges.count > 3 ? ", and \(edges.count - 3) more" : ""
    return "\(edges.count) edge\(edges.count == 1 ? "" : "s"): "
      + shown.joined(separator: ", ") + more
  }
}
