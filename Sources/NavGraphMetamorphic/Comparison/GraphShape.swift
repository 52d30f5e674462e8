import NavGraphCore

/// What a metamorphic check compares: the graph's structure (features, edges with their kinds,
/// fields, cases and styles, entry points, what was not understood) and lint's findings (rule,
/// severity, feature, subject), without source locations and messages, which a reformat or a
/// renaming changes while the navigation stays.
package struct GraphShape: Hashable, Sendable {
  package var items: [ShapeItem]

  package init(graph: NavigationGraph, findings: [Finding]) {
    var items: [ShapeItem] = graph.features.map {
      .feature(name: $0.name, kind: $0.kind, module: $0.module ?? "", generation: $0.apiGeneration)
    }
    items += graph.edges.map {
      .edge(
        from: $0.from, to: $0.to, kind: $0.kind, field: $0.field ?? "", via: $0.via ?? "",
        case: $0.case ?? "", style: $0.style)
    }
    items += Set(graph.roots).map { .root($0) }
    items += graph.unresolved.map { .unresolved(kind: $0.kind, name: $0.name) }
    items += findings.map {
      .finding(
        rule: $0.rule, severity: $0.severity, feature: $0.feature ?? "",
        fields: $0.fields ?? [], case: $0.case ?? "")
    }
    self.items = items.sorted()
  }

  private init(items: [ShapeItem]) { self.items = items.sorted() }

  /// The shape the transformed app must have: every name mapped.
  package func mapped(by mapping: NameMapping) -> GraphShape {
    mapping.isIdentity ? self : GraphShape(items: items.map { $0.mapped(by: mapping) })
  }

  /// `mapped(by:)`, reading each feature's module qualifier as `actual` does. Two modules'
  /// `HomeReducer`s are told apart by module (`Home.HomeReducer`), and a module is never
  /// renamed; but the qualifier reads like a type's name, which may be (a type `Home`). Where
  /// `actual` holds the name with the module kept and not the one wholly mapped, the module
  /// is the qualifier.
  package func mapped(by mapping: NameMapping, readAs actual: GraphShape) -> GraphShape {
    guard !mapping.isIdentity else { return self }
    let actualNames = Set(actual.items.compactMap(\.featureName))
    var mapping = mapping
    for case .feature(let name, _, let module, _) in items where name.hasPrefix(module + ".") {
      let kept = module + "." + mapping(String(name.dropFirst(module.count + 1)))
      if actualNames.contains(kept), !actualNames.contains(mapping(name)) {
        mapping.wholeNames[name] = kept
      }
    }
    return mapped(by: mapping)
  }

  /// What `actual` has that this shape lacks (extra) and lacks that this has (missing), each
  /// item as often as its count differs, in a fixed order.
  package func differences(to actual: GraphShape) -> [ShapeDifference] {
    var counts: [ShapeItem: Int] = [:]
    for item in items { counts[item, default: 0] += 1 }
    for item in actual.items { counts[item, default: 0] -= 1 }
    var differences: [ShapeDifference] = []
    for (item, count) in counts where count != 0 {
      let side: ShapeDifference.Side = count > 0 ? .missing : .extra
      differences += Array(repeating: ShapeDifference(side: side, item: item), count: abs(count))
    }
    return differences.sorted()
  }
}

/// One thing a graph or lint holds, as a check compares it.
package enum ShapeItem: Hashable, Comparable, Sendable, CustomStringConvertible {
  case feature(name: String, kind: Feature.Kind, module: String, generation: APIGeneration)
  case edge(
    from: String, to: String, kind: EdgeKind, field: String, via: String, case: String,
    style: PresentationStyle?)
  case root(String)
  case unresolved(kind: NavigationSiteKind, name: String)
  case finding(
    rule: String, severity: Finding.Severity, feature: String, fields: [String], case: String)

  /// The feature's name, for a feature.
  var featureName: String? {
    guard case .feature(let name, _, _, _) = self else { return nil }
    return name
  }

  func mapped(by map: NameMapping) -> ShapeItem {
    switch self {
    case .feature(let name, let kind, let module, let generation):
      .feature(name: map(name), kind: kind, module: module, generation: generation)
    case .edge(let from, let to, let kind, let field, let via, let `case`, let style):
      .edge(
        from: map(from), to: map(to), kind: kind, field: map(field), via: map(via),
        case: map(`case`), style: style)
    case .root(let name): .root(map(name))
    case .unresolved(let kind, let name): .unresolved(kind: kind, name: map(name))
    case .finding(let rule, let severity, let feature, let fields, let `case`):
      .finding(
        rule: rule, severity: severity, feature: map(feature), fields: fields.map { map($0) },
        case: map(`case`))
    }
  }

  package var description: String {
    switch self {
    case .feature(let name, let kind, let module, let generation):
      "feature \(name) (\(kind.rawValue), module \(module), \(generation.rawValue))"
    case .edge(let from, let to, let kind, let field, let via, let `case`, let style):
      "edge \(from) -> \(to) \(kind.rawValue)" + Self.part("field", field)
        + Self.part("via", via) + Self.part("case", `case`)
        + Self.part("style", style?.rawValue ?? "")
    case .root(let name): "entry point \(name)"
    case .unresolved(let kind, let name): "not understood \(kind.rawValue) \(name)"
    case .finding(let rule, let severity, let feature, let fields, let `case`):
      "finding \(rule) \(severity.rawValue)" + Self.part("feature", feature)
        + Self.part("fields", fields.joined(separator: ",")) + Self.part("case", `case`)
    }
  }

  private static func part(_ label: String, _ value: String) -> String {
    value.isEmpty ? "" : " \(label)=\(value)"
  }

  /// Features, edges, entry points, unresolved, findings; then by text.
  package static func < (lhs: ShapeItem, rhs: ShapeItem) -> Bool {
    (lhs.rank, lhs.description) < (rhs.rank, rhs.description)
  }

  private var rank: Int {
    switch self {
    case .feature: 0
    case .edge: 1
    case .root: 2
    case .unresolved: 3
    case .finding: 4
    }
  }
}

/// An item one graph has and the other lacks.
package struct ShapeDifference: Hashable, Comparable, Sendable, CustomStringConvertible {
  package enum Side: String, Sendable {
    /// The original (mapped) has it; the transformed app's graph or lint does not.
    case missing
    /// The transformed app's graph or lint has it; the original does not.
    case extra
  }

  package var side: Side
  package var item: ShapeItem

  package var description: String { "\(side.rawValue) \(item)" }

  package static func < (lhs: ShapeDifference, rhs: ShapeDifference) -> Bool {
    (lhs.item, lhs.side.rawValue) < (rhs.item, rhs.side.rawValue)
  }
}
