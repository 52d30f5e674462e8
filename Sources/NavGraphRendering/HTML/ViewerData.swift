
/// What the HTML viewer's script knows about the picture, embedded as JSON beside the SVG.
///
/// Every node and link carries the id of its SVG group (`node-n3`, `link-7`), so the script
/// never parses Graphviz's output. A trace, when one is given, is a list of steps naming the
/// links and nodes each step visited: the slider only toggles classes on elements that are
/// already there, so replaying a flow needs no new drawing.
struct ViewerData: Encodable {
  struct FindingItem: Encodable {
    var rule: String
    var severity: String
    var message: String
    var location: String?
  }

  struct Node: Encodable {
    var id: String
    var name: String
    /// What the node is drawn as: the same class its SVG group carries (`navviz-entry`).
    var role: NodeClass
    var module: String?
    var cases: [String]?
    var location: String?
    var url: String?
    var findings: [FindingItem]
    var isFocus: Bool
    /// What an overlay says about it (a diff: `added`, `was Detail`).
    var notes: [String]?
    /// For a module or flow: the index in the page's pictures of its own picture, which a
    /// click opens.
    var picture: Int?
  }

  struct Link: Encodable {
    var id: String
    var from: String
    var to: String
    var kind: String
    var field: String?
    var via: String?
    var `case`: String?
    var style: String?
    var location: String?
    var url: String?
    var findings: [FindingItem]
    var notes: [String]?
  }

  /// One step of a replayed flow: what it visited, by node and link id.
  struct TraceStep: Encodable {
    var label: String
    var nodes: [String]
    var links: [String]
  }

  struct Trace: Encodable {
    var name: String
    var steps: [TraceStep]
  }

  /// One more picture of the page: a group of an overview, drawn feature by feature.
  struct Picture: Encodable {
    var title: String
    /// The `<svg>` element, as Graphviz wrote it.
    var svg: String
    var nodes: [Node]
    var links: [Link]
  }

  var schemaVersion = 1
  var nodes: [Node]
  var links: [Link]
  var trace: Trace?
  /// The pictures after the first (index 1 onwards), for an overview's groups.
  var pictures: [Picture]?

  /// Gives every group node named in `indices` the index of its picture.
  mutating func linkGroups(to indices: [String: Int]) {
    for position in nodes.indices where [.group, .reference].contains(nodes[position].role) {
      nodes[position].picture = indices[nodes[position].name]
    }
  }
}
