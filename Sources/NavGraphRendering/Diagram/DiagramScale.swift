import NavGraphCore

/// How many features a picture draws, and what navviz changes so that big pictures still lay
/// out in seconds.
///
/// `dot`'s layout time grows much faster than the graph, and over half of it is edge labels,
/// which `dot` lays out as extra nodes (the figures behind each threshold: BENCHMARKS.md,
/// "Scale"). So above `compactAbove` features a picture is *compact*: edges carry no label (the
/// field stays in each edge's tooltip) and `dot`'s crossing minimisation and network simplex get
/// iteration limits. The limits are graph attributes in the DOT, so `dot -Tsvg` on navviz's
/// DOT still draws exactly what navviz draws.
package struct DiagramScale: Equatable, Sendable {
  /// Above this many features a picture of the whole app is an overview unless another level
  /// is asked for (`Diagram.picture`): past it, a picture of every feature of a real app no
  /// longer fits a screen at half size.
  package static let overviewAbove = 40
  /// Above this many features the command line suggests `--focus` and `--root`: a picture
  /// this big is hard to read whole.
  package static let suggestFocusAbove = 300
  /// Above this many features the picture is compact (see the type's documentation); up to it
  /// the full picture still renders in a few seconds.
  package static let compactAbove = 1_000
  /// Above this many features even compact `dot` takes minutes, so the picture is laid out with
  /// `sfdp` (force-directed, seconds for 10,000 features), which ignores ranks and ports but
  /// finishes.
  package static let forceDirectedAbove = 3_000

  /// The features (not enum reducers, alerts or data) the picture draws.
  package let features: Int

  package init(features: Int) {
    self.features = features
  }

  /// The scale of the picture `options` draw of `graph`.
  package init(_ graph: NavigationGraph, options: RenderOptions) throws(NavGraphError) {
    self = try Diagram(graph, options: options, lint: .hidden).scale
  }

  fileprivate init(diagram: Diagram) {
    features = diagram.nodes.count { if case .feature = $0.role { true } else { false } }
  }

  package var isCompact: Bool { features > Self.compactAbove }

  /// The Graphviz layout engine: `dot`, or `sfdp` above `forceDirectedAbove`.
  package var engine: LayoutEngine { features > Self.forceDirectedAbove ? .sfdp : .dot }

  package var suggestsFocus: Bool { features > Self.suggestFocusAbove }

  /// Whether a picture of the whole app drawn at this scale is an overview by default.
  package var drawsOverview: Bool { features > Self.overviewAbove }

  /// What a command prints to standard error before drawing a picture this big: nothing for
  /// small pictures.
  package var notes: [String] {
    var notes: [String] = []
    if isCompact {
      notes.append(
        "note: \(features) features: over \(Self.compactAbove), so edges carry no labels "
          + "(each edge's tooltip names its field) and dot's layout passes are limited, to "
          + "keep the layout quick")
    }
    if engine != .dot {
      notes.append(
        "note: \(features) features: over \(Self.forceDirectedAbove), so the picture is laid "
          + "out with \(engine.rawValue) (force-directed, no ranks) because dot would take "
          + "minutes")
    }
    if suggestsFocus {
      notes.append(
        "note: \(features) features in one picture; draw a readable part with "
          + "--focus FEATURE (and --depth N) or --root NAME")
    }
    return notes
  }

  /// Graph attributes a compact picture adds: fewer crossing-minimisation passes (`mclimit`)
  /// and bounded network simplex (`nslimit`, `nslimit1`) for ranking and x coordinates; and
  /// the engine when it is not `dot`.
  var layoutAttributes: [(name: String, value: String)] {
    guard isCompact else { return [] }
    let limits = [("mclimit", "0.1"), ("nslimit", "1"), ("nslimit1", "1")]
    // `layout` makes `dot -Tsvg` on navviz's DOT use the same engine.
    return engine == .dot ? limits : limits + [("layout", engine.rawValue)]
  }
}

extension Diagram {
  /// How big the picture is, and so how it is laid out.
  var scale: DiagramScale { DiagramScale(diagram: self) }
}
