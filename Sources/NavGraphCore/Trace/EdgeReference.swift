/// How a trace names a graph edge: the same fields an `Edge` has. Events and state nodes are
/// both references; `TraceMatcher` finds the one edge each stands for.
package struct EdgeReference: Hashable, Sendable {
  package var feature: String
  package var field: String
  package var via: String?
  package var `case`: String?
  package var to: String?
  /// Pushes, pops and stack elements travel along `stack` edges; the rest along
  /// presentation, destination, alert and dialog edges.
  package var isStack: Bool

  package init(_ event: TraceEvent) {
    self.init(
      feature: event.feature, field: event.field, via: event.via, case: event.case, to: event.to,
      isStack: event.kind.isStack)
  }

  package init(_ node: NavigationStateNode) {
    self.init(
      feature: node.feature, field: node.field, via: node.via, case: node.case, to: node.to,
      isStack: node.id != nil)
  }

  package init(
    feature: String, field: String, via: String?, case: String?, to: String?, isStack: Bool
  ) {
    self.feature = feature
    self.field = field
    self.via = via
    self.case = `case`
    self.to = to
    self.isStack = isStack
  }

  /// `InventoryFeature.destination .addItem`, the way messages name it.
  package var description: String {
    "\(feature).\(field)" + (`case`.map { " .\($0)" } ?? "") + (to.map { " → \($0)" } ?? "")
  }

  package func admits(_ edge: Edge) -> Bool {
    edge.from == feature && edge.field == field
      && (isStack ? edge.kind == .stack : edge.kind.isTree)
      && (via == nil || edge.via == via)
      && (`case` == nil || edge.case == `case`)
      && (to == nil || edge.to == to)
  }
}
