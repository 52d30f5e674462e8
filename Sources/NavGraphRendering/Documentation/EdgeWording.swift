import NavGraphCore

/// How documentation pages describe an edge in words, the same in Markdown and DocC.
package enum EdgeWording {
  /// The verb for an edge's kind, read from the owner: "InventoryFeature *presents* ...".
  package static func verb(_ kind: EdgeKind) -> String {
    switch kind {
    case .presentation: "presents"
    case .destination: "presents (destination)"
    case .stack: "pushes"
    case .alert: "shows an alert"
    case .dialog: "shows a dialog"
    case .scope: "always contains (Scope)"
    case .collection: "contains a collection (forEach)"
    }
  }

  /// `Destination.addItem` for an edge via an enum reducer, else nil.
  package static func caseName(_ edge: Edge) -> String? {
    guard let name = edge.case else { return nil }
    let owner = edge.via.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    return owner.map { "\($0).\(name)" } ?? name
  }

  /// `destination.addItem` / `path.detail` / `addItem`: the field, then the case if any.
  package static func route(_ edge: Edge) -> String {
    [edge.field, edge.case].compactMap { $0 }.joined(separator: ".")
  }
}
