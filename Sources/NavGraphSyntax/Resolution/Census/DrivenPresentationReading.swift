import NavGraphCore
import NavGraphFacts

/// What a presentation driven by a binding rather than a scoped store is
/// (`PresentationDriver`): the view's own property is not navigation; a field of the view's
/// feature shows the edge its content scopes to (or the case the binding picks), or else
/// plain content while the field is set — state, not a child feature. A field the feature
/// does not hold, or a view whose feature is unknown, gives no reading: the census then
/// leaves the site unexplained.
struct DrivenPresentationReading {
  var edges: CensusEdges
  /// The computed properties of the owner's state (`var errorMessage: String? {
  /// presentation.errorMessage }`): a binding may read one as it reads a stored field.
  var computedProperties: Set<String> = []

  func reading(
    _ driver: PresentationDriver, of record: UnreadCallRecord, owner: FeatureModel?
  ) -> (NavigationSite.Reading, String)? {
    switch driver {
    case .viewProperty(let name):
      return (
        .notNavigation,
        "driven by the view's own \(name) (its state, or a binding it is handed), not the store"
      )
    // A method's binding is resolved to what it reads before a reading is asked for.
    case .helper:
      return nil
    case .storeState(let path):
      guard let owner, let field = path.first,
        owner.fields.contains(where: { $0.record.name == field })
          || computedProperties.contains(field)
      else { return nil }
      return reading(of: path, in: owner.name, content: record.contentScope, record: record)
    }
  }

  private func reading(
    of path: [String], in owner: String, content: [String]?, record: UnreadCallRecord
  ) -> (NavigationSite.Reading, String) {
    let state = "\(owner).State." + path.joined(separator: ".")
    // `$store.destination.guide`: the binding picks one case of an enum reducer's field.
    if path.count > 1 {
      let picked = edges.edges(of: owner, field: path[0]).filter { $0.case == path[1] }
      if !picked.isEmpty {
        return (.explained, "shows \(CensusEdges.describe(picked)), through a binding of \(state)")
      }
    }
    // A stack's content is its root; what it pushes are the path's values.
    if record.spelling.hasPrefix("NavigationStack") {
      return (.notNavigation, "a stack over plain values (\(state)) pushed by value: no edge")
    }
    guard let content, let scoped = content.first else {
      // `.sheet(item: viewStore.$webViewState) { ... }`: the field holds a child feature's
      // state, and the item the content is handed is that child.
      let held =
        path.count == 1 ? edges.edges(of: owner, field: path[0]).filter(\.kind.isNavigation) : []
      if !held.isEmpty, held.allSatisfy({ $0.case == nil }) {
        return (.explained, "shows \(CensusEdges.describe(held)), through a binding of \(state)")
      }
      return (.notNavigation, "presents plain state (\(state)), not a child feature's: no edge")
    }
    let shown = edges.edges(of: owner, field: scoped)
    guard !shown.isEmpty else {
      return (
        .unexplained,
        "presented while \(state) is set; its content scopes to "
          + "\\.\(content.joined(separator: ".")), which gave no edge of \(owner)"
      )
    }
    return (.explained, "shows \(CensusEdges.describe(shown)), while \(state) is set")
  }
}
