import NavGraphModel
import NavGraphRuntime

/// Reads a store's state as a navigation state (`[NavigationStateNode]`) with the names of a
/// navigation graph, by walking the state along the graph's edges: each state type's fields are
/// read through its ``StateLayout`` (key paths found once per type), with `Mirror` only for
/// types a layout cannot describe.
///
/// Nothing here knows a feature: which fields navigate, and to which feature each enum case
/// leads, comes from the graph the reflection walker discovered for the same root, so the
/// names always equal the graph's.
struct NavigationStateReader {
  /// Where a runtime `NavigationChange` happened: its `statePath` and stack id, in the
  /// runtime's own spelling (`path`, `path.#1.destination`), so changes find their nodes.
  struct Key: Hashable {
    var statePath: String
    var id: Int?
  }

  /// A navigation state and every node of it by the place the runtime names it.
  struct Reading {
    var nodes: [NavigationStateNode] = []
    var index: [Key: NavigationStateNode] = [:]
  }

  let root: String
  /// Edges by owner, then by field.
  private let edges: [String: [String: [Edge]]]

  init(graph: NavigationGraph, root: String) {
    self.root = root
    var edges: [String: [String: [Edge]]] = [:]
    for edge in graph.edges {
      guard let field = edge.field else { continue }
      edges[edge.from, default: [:]][field, default: []].append(edge)
    }
    self.edges = edges
  }

  /// The navigation state of `state`; with `indexed: false` the reading has no `index` (and
  /// builds no state-path strings), which is all a step needs when nothing navigated.
  func read(_ state: Any, indexed: Bool = true) -> Reading {
    var reading = Reading()
    var index: [Key: NavigationStateNode]? = indexed ? [:] : nil
    reading.nodes = nodes(in: state, feature: root, path: "", index: &index)
    reading.index = index ?? [:]
    return reading
  }

  /// The nodes below `state`, a state of `feature` found at `path`.
  /// `path` is only built, and `index` only filled, when `index` is not nil.
  private func nodes(
    in state: Any, feature: String, path: String, index: inout [Key: NavigationStateNode]?
  ) -> [NavigationStateNode] {
    guard let fields = edges[feature] else { return [] }
    var result: [NavigationStateNode] = []
    forEachField(of: state, named: fields) { label, value, fieldEdges in
      let fieldPath = index == nil ? "" : path.isEmpty ? label : "\(path).\(label)"
      let child = (label: label, value: value)
      if let presentation = child.value as? any _PresentationStateReflecting {
        if let value = presentation.presentedValue {
          result.append(
            node(value, owner: feature, field: label, edges: fieldEdges, path: fieldPath, id: nil,
                 index: &index))
        }
      } else if let stack = child.value as? any _StackStateReflecting {
        for (id, element) in stack.reflectedElements {
          result.append(
            node(element, owner: feature, field: label, edges: fieldEdges, path: fieldPath,
                 id: id.generation, index: &index))
        }
      } else if Mirror(reflecting: child.value).displayStyle == .optional {
        // `ifLet(\.field)` over a plain optional.
        if let value = Mirror(reflecting: child.value).children.first?.value {
          result.append(
            node(value, owner: feature, field: label, edges: fieldEdges, path: fieldPath, id: nil,
                 index: &index))
        }
      } else if let rows = child.value as? any _IdentifiedArrayReflecting,
        let collection = fieldEdges.first(where: { $0.kind == .collection })
      {
        // Rows (`forEach` over an `IdentifiedArray`) are composition like `Scope`: what a row
        // presents is named after the row's feature, one row after another.
        for (id, row) in rows.reflectedRows {
          result += nodes(
            in: row, feature: collection.to,
            path: index == nil ? "" : rowStatePath(fieldPath, id: id), index: &index)
        }
      } else if let scope = fieldEdges.first(where: { $0.kind == .scope && $0.via == nil }) {
        // A child always present (`Scope`): its navigation belongs to this state too.
        result += nodes(in: child.value, feature: scope.to, path: fieldPath, index: &index)
      }
    }
    return result
  }

  /// Calls `body` with each stored field of `state` that the graph has edges for, in declaration
  /// order: read with key paths from the state type's layout, or from its `Mirror`.
  private func forEachField(
    of state: Any, named fields: [String: [Edge]],
    _ body: (_ label: String, _ value: Any, _ edges: [Edge]) -> Void
  ) {
    if let layout = StateLayout.of(type(of: state)) {
      for field in layout.fields {
        guard let fieldEdges = fields[field.label], let value = state[keyPath: field.keyPath]
        else { continue }
        body(field.label, value, fieldEdges)
      }
      return
    }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .struct else { return }
    for child in mirror.children {
      // `@Presents var destination` is stored as `_destination`.
      let label = storedFieldName(child.label)
      guard let fieldEdges = fields[label] else { continue }
      body(label, child.value, fieldEdges)
    }
  }

  /// The node for one presented child or stack element, and its own children.
  private func node(
    _ value: Any, owner: String, field: String, edges: [Edge], path: String, id: Int?,
    index: inout [Key: NavigationStateNode]?
  ) -> NavigationStateNode {
    var payload = value
    var edge = edges.first { $0.kind.isNavigation && $0.case == nil }
    var caseName: String?
    if isEnumType(type(of: value)) {
      let mirror = Mirror(reflecting: value)
      caseName = mirror.children.first?.label ?? "\(value)"
      payload = mirror.children.first?.value ?? value
      edge = edges.first { $0.kind.isNavigation && $0.case == caseName }
    }
    // The runtime's diff names what an element presents `path.#1.destination`.
    let childPath = index == nil ? "" : id.map { "\(path).#\($0)" } ?? path
    let children = edge.map {
      nodes(in: payload, feature: $0.to, path: childPath, index: &index)
    } ?? []
    let node = NavigationStateNode(
      feature: owner, field: field, via: edge?.via, case: caseName ?? edge?.case, to: edge?.to,
      id: id, children: children)
    index?[Key(statePath: path, id: id)] = node
    return node
  }
}
