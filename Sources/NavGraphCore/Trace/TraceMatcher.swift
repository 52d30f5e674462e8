/// Lays a trace onto a graph (see `NavigationGraph.match(_:)`).
package struct TraceMatcher {
  package let graph: NavigationGraph
  private let index: GraphIndex

  package init(graph: NavigationGraph) {
    self.graph = graph
    index = GraphIndex(graph, edgeOrder: .canonical)
  }

  package func match(_ trace: Trace) throws(TraceRootNotInGraph) -> TraceMatch {
    guard index.declared.contains(trace.root) else {
      throw TraceRootNotInGraph(
        root: trace.root,
        roots: graph.roots.isEmpty ? graph.computedRoots() : graph.roots.sorted())
    }
    var result = TraceMatch(trace: trace, visits: [], misses: [], finalEdges: [], issues: [])
    for (index, step) in trace.steps.enumerated() {
      for (eventIndex, event) in step.events.enumerated() {
        switch edge(for: EdgeReference(event)) {
        case .success(let edge):
          result.visits.append(TraceMatch.Visit(
            step: index, eventIndex: eventIndex, event: event, edge: edge))
        case .failure(let miss):
          result.misses.append(
            TraceMatch.Miss(step: index, place: "events[\(eventIndex)]", reason: miss.reason))
        }
      }
    }
    if let last = trace.steps.indices.last {
      collectFinal(trace.steps[last].after, place: "after", step: last, into: &result)
    }
    let locator = IssueLocator(matcher: self, root: trace.root)
    for (index, step) in trace.steps.enumerated() {
      for issue in step.issues {
        result.issues.append(TraceMatch.LocatedIssue(
          step: index, issue: issue, feature: locator.feature(for: issue, before: step.before)))
      }
    }
    return result
  }

  private func collectFinal(
    _ nodes: [NavigationStateNode], place: String, step: Int, into result: inout TraceMatch
  ) {
    for (index, node) in nodes.enumerated() {
      let here = "\(place)[\(index)]"
      switch edge(for: EdgeReference(node)) {
      case .success(let edge):
        if !result.finalEdges.contains(edge) { result.finalEdges.append(edge) }
      case .failure(let miss):
        result.misses.append(TraceMatch.Miss(step: step, place: here, reason: miss.reason))
      }
      collectFinal(node.children, place: "\(here).children", step: step, into: &result)
    }
  }

  package struct NoEdge: Error {
    var reason: String
  }

  /// The one navigation edge `reference` names, or why there is none.
  package func edge(for reference: EdgeReference) -> Result<Edge, NoEdge> {
    let owned = index.edges(from: reference.feature).filter(\.kind.isNavigation)
    let candidates = owned.filter(reference.admits)
    if candidates.count == 1 { return .success(candidates[0]) }
    let name = reference.description
    if candidates.count > 1 {
      let cases = candidates.map { "." + ($0.case ?? $0.to) }.joined(separator: ", ")
      return .failure(NoEdge(reason: "\(name) matches \(candidates.count) edges (\(cases)); "
        + "name the case"))
    }
    guard index.declared.contains(reference.feature) else {
      return .failure(NoEdge(reason: "\(name): the graph has no feature "
        + "\"\(reference.feature)\""))
    }
    let atField = owned.filter { $0.field == reference.field }
    guard !atField.isEmpty else {
      let fields = Set(owned.compactMap(\.field)).sorted()
      return .failure(NoEdge(reason: "\(name): \(reference.feature) has no navigation field "
        + "\"\(reference.field)\" in the graph (it has: "
        + (fields.isEmpty ? "none" : fields.joined(separator: ", ")) + ")"))
    }
    let kinds = Set(atField.map(\.kind.rawValue)).sorted().joined(separator: ", ")
    let what = reference.isStack ? "a stack element" : "a presented child"
    if !atField.contains(where: { reference.isStack ? $0.kind == .stack : $0.kind.isTree }) {
      return .failure(NoEdge(reason: "\(name) is \(what), but the graph's "
        + "\(reference.feature).\(reference.field) edges are \(kinds)"))
    }
    let cases = atField.map { "." + ($0.case ?? $0.to) }.joined(separator: ", ")
    return .failure(NoEdge(reason: "\(name): no such edge in the graph (\(reference.feature)."
      + "\(reference.field) leads to \(cases))"))
  }
}

extension NavigationGraph {
  /// Lays `trace` onto this graph: which edge each event travelled, where the flow ended, and
  /// what in the trace names nothing in the graph. Throws when the trace's root is not a
  /// feature of the graph (a trace of other code).
  package func match(_ trace: Trace) throws(TraceRootNotInGraph) -> TraceMatch {
    try TraceMatcher(graph: self).match(trace)
  }
}
