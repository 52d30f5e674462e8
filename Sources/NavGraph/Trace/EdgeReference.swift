/// How a trace names a graph edge: the same fields an `Edge` has. Events and state nodes are
/// both references; `TraceMatcher` finds the one edge each stands for.
struct EdgeReference: Hashable, Sendable {
  var feature: String
  var field: String
  var via: String?
  var `case`: String?
  var to: String?
  /// Pushes, pops and stack elements travel along `stack` edges; the rest along
  /// presentation, destination, alert and dialog edges.
  var isStack: Bool

  init(_ event: TraceEvent) {
    self.init(
      feature: event.feature, field: event.field, via: event.via, case: event.case, to: event.to,
      isStack: event.kind.isStack)
  }

  init(_ node: NavigationStateNode) {
    self.init(
      feature: node.feature, field: node.field, via: node.via, case: node.case, to: node.to,
      isStack: node.id != nil)
  }

  init(
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
  var description: String {
    "\(feature).\(field)" + (`case`.map { " .\($0)" } ?? "") + (to.map { " → \($0)" } ?? "")
  }

  func admits(_ edge: Edge) -> Bool {
    edge.from == feature && edge.field == field
      && (isStack ? edge.kind == .stack : edge.kind.isTree)
      && (via == nil || edge.via == via)
      && (`case` == nil || edge.case == `case`)
      && (to == nil || edge.to == to)
  }
}
