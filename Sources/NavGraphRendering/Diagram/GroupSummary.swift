import NavGraphCore

/// What the node of a group (a module or a flow) says about it in an overview, or in the
/// picture of another group as the place a link comes from or goes to.
struct GroupSummary: Equatable {
  var name: String
  var grouping: FeatureGrouping
  /// Features in the group (enum reducers between an owner and its cases not counted).
  var features: Int
  /// The entry points in the group, in source order.
  var entryPoints: [String]
  /// Drawn edges between features of the group.
  var innerEdges: Int
  /// Drawn in the picture of another group: a reference to this one.
  var isReference = false

  /// The module, or the feature at the top of the flow (the box's shape says it is a group).
  var title: String { name }

  /// `ENTRY POINT: App`, `ENTRY POINTS: Counter, Todos and 12 more`: a few names, so a
  /// module of many small apps keeps its box narrow (the tooltip lists them all).
  var entryPointLine: String? {
    guard !entryPoints.isEmpty else { return nil }
    let shown = 2
    let word = entryPoints.count == 1 ? "ENTRY POINT" : "ENTRY POINTS"
    var names = entryPoints.prefix(shown).joined(separator: ", ")
    if entryPoints.count > shown { names += " and \(entryPoints.count - shown) more" }
    return "\(word): \(names)"
  }

  /// `12 features · 20 edges inside`.
  var detail: String {
    let features = self.features == 1 ? "1 feature" : "\(self.features) features"
    guard innerEdges > 0 else { return features }
    return features + " · " + (innerEdges == 1 ? "1 edge inside" : "\(innerEdges) edges inside")
  }
}
