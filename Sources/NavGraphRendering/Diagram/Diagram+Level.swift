import NavGraphCore

extension Diagram {
  /// The picture `options` ask for of `graph`: one group (`group`), an overview, or every
  /// feature. Asked for nothing, a picture of the whole app that would draw more features than
  /// one picture shows readably (`DiagramScale.overviewAbove`) is an overview, with a note
  /// saying so and how to see the features. `lint` says whether the features' findings are
  /// drawn.
  static func picture(of graph: NavigationGraph, options: RenderOptions, lint: LintOverlay)
    throws(NavGraphError) -> Diagram
  {
    if let group = options.group {
      return try Diagram(
        group: group, of: graph, grouping: options.level?.grouping, options: options, lint: lint)
    }
    switch options.level {
    case .feature?:
      return try Diagram(graph, options: options, lint: lint)
    case let level?:
      return try Diagram(overview: graph, grouping: level.grouping, options: options)
    case nil:
      let features = try Diagram(graph, options: options, lint: lint)
      let scale = features.scale
      guard options.focus == nil, !options.isPreselected, scale.drawsOverview else {
        return features
      }
      var overview = try Diagram(overview: graph, grouping: nil, options: options)
      let word = overview.grouping == .module ? "module" : "flow"
      overview.levelNote =
        "note: \(scale.features) features are more than one picture shows readably (over "
        + "\(DiagramScale.overviewAbove)), so this is an overview: one node per \(word) "
        + "(\(overview.nodes.count)); --level feature draws every feature, "
        + "--module NAME one \(word)"
      return overview
    }
  }

  /// What a command prints before drawing: why the picture is an overview, how big it is.
  var notes: [String] {
    [levelNote].compactMap { $0 } + scale.notes
  }
}

extension PictureLevel {
  /// What the level groups features by; `nil` for features, or for an overview, which chooses
  /// (`FeatureGrouping.suited(to:)`).
  var grouping: FeatureGrouping? {
    switch self {
    case .feature, .overview: nil
    case .module: .module
    case .flow: .flow
    }
  }
}
