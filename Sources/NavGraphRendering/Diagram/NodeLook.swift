/// The colours of a node: Graphviz sets them as attributes, Mermaid writes them as
/// `classDef`s, so both draw a node alike.
struct NodeLook {
  var fill: String
  /// `nil` keeps the default (black).
  var border: String?
  /// `nil` keeps the default width (1).
  var borderWidth: String?
  var dashed = false
  /// The text's colour; `nil` keeps the default.
  var text: String?
}

extension NodeLook {
  static let entryPoint = NodeLook(
    fill: DiagramStyle.entryFill, border: DiagramStyle.entryBorder, borderWidth: "2")
  static let feature = NodeLook(fill: DiagramStyle.featureFill, border: Palette.text)
  /// Purple, the colour of the destination links that leave its cases.
  static let enumReducer = NodeLook(fill: DiagramStyle.enumFill, border: Palette.purple)
  static let group = NodeLook(fill: DiagramStyle.groupFill, border: Palette.secondaryText)
  static let leaf = NodeLook(fill: DiagramStyle.leafFill, dashed: true)
  /// What an overlay fades (what a traced flow never touched).
  static let faded = NodeLook(
    fill: DiagramStyle.featureFill, border: DiagramOverlay.fadedLine,
    text: DiagramOverlay.fadedText)

  /// A node's own look, before marks. A group holding an entry point is drawn like one; a
  /// reference to another group is dashed and keeps the default width.
  static func of(_ node: Diagram.Node) -> NodeLook {
    switch node.role {
    case .feature(let isEntryPoint): return isEntryPoint ? .entryPoint : .feature
    case .enumReducer: return .enumReducer
    case .leaf: return .leaf
    case .group(let summary):
      var look = summary.entryPoints.isEmpty ? NodeLook.group : .entryPoint
      if summary.isReference {
        look.borderWidth = nil
        look.dashed = true
      }
      return look
    }
  }
}

/// What a mark draws over a node's own border (a link's line, for a finding).
struct Outline {
  var color: String
  var width: String

  /// Thick amber, below the finding red: a focused feature with a finding still shows red.
  static let focus = Outline(color: DiagramStyle.focusBorder, width: "3")
  /// What a lint finding about a node or a link adds: red, and thicker.
  static let finding = Outline(color: DiagramStyle.findingBorder, width: "2")
}
