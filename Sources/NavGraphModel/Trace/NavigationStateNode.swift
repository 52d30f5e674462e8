/// One presented child or stack element in a navigation state, with what it presents in turn.
///
/// A navigation state is the list of these below the root: a path through the graph from the
/// root, branching where a stack holds several elements or a feature presents at two fields.
/// Each node names the edge it stands on like a `TraceEvent` does.
public struct NavigationStateNode: Hashable, Sendable {
  /// The feature whose state holds `field`.
  public var feature: String
  public var field: String
  public var via: String?
  public var `case`: String?
  public var to: String?
  /// The stack element's id (its `StackElementID` generation); nil for a presented child.
  public var id: Int?
  /// What this child presents and pushes, in the order its state declares the fields.
  public var children: [NavigationStateNode]

  public init(
    feature: String, field: String, via: String? = nil, case: String? = nil,
    to: String? = nil, id: Int? = nil, children: [NavigationStateNode] = []
  ) {
    self.feature = feature
    self.field = field
    self.via = via
    self.case = `case`
    self.to = to
    self.id = id
    self.children = children
  }

  /// Every node of `nodes` and below, parents before children.
  package static func flatten(_ nodes: [NavigationStateNode]) -> [NavigationStateNode] {
    nodes.flatMap { [$0] + flatten($0.children) }
  }
}
