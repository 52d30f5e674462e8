/// What a node of a `Diagram` is drawn as, decided once: Graphviz writes it into the node's
/// SVG class (`navviz-entry`), the HTML viewer's data carries it as the node's role, and
/// `NodeLook` gives each its colours. The raw value is the name both use.
enum NodeClass: String, Encodable {
  case entryPoint = "entry"
  case feature
  case enumReducer = "enum"
  /// A module or flow of an overview.
  case group
  /// Another group, in the picture of one group: where a link comes from or goes.
  case reference
  /// An alert, a dialog or plain data.
  case leaf

  /// The classes of the node's SVG group: a reference is a group too, for the viewer's script
  /// and its tests, which find every group by `navviz-group`.
  var svgClasses: [String] {
    self == .reference ? ["navviz-group", "navviz-reference"] : ["navviz-\(rawValue)"]
  }
}

extension Diagram.Node {
  var nodeClass: NodeClass {
    switch role {
    case .feature(let isEntryPoint): isEntryPoint ? .entryPoint : .feature
    case .enumReducer: .enumReducer
    case .group(let summary): summary.isReference ? .reference : .group
    case .leaf: .leaf
    }
  }
}
