import NavGraphCore

/// The visual language of navviz pictures, in one place so DOT and Mermaid agree.
///
/// Colour says the kind of navigation; line style says tree (solid) versus stack (bold,
/// green) versus ephemeral (dotted) versus composition (grey, dashed).
enum DiagramStyle {
  static let font = "Helvetica"

  struct EdgeLook {
    var color: String
    var style: String
    var arrowhead: String
    var description: String
  }

  static func look(for kind: EdgeKind) -> EdgeLook {
    switch kind {
    case .presentation:
      EdgeLook(color: "#1f6feb", style: "solid", arrowhead: "normal",
               description: "presents (optional child state)")
    case .destination:
      EdgeLook(color: "#8250df", style: "solid", arrowhead: "normal",
               description: "presents a destination case")
    case .stack:
      EdgeLook(color: "#1a7f37", style: "bold", arrowhead: "vee",
               description: "pushes onto a stack")
    case .alert, .dialog:
      EdgeLook(color: "#bc4c00", style: "dotted", arrowhead: "normal",
               description: "shows an alert or dialog")
    case .scope:
      EdgeLook(color: "#8c959f", style: "dashed", arrowhead: "odiamond",
               description: "always-present child (Scope)")
    case .collection:
      EdgeLook(color: "#8c959f", style: "dashed", arrowhead: "crow",
               description: "collection of children (forEach)")
    }
  }

  static let featureFill = "#ffffff"
  static let rootFill = "#ddf4ff"
  static let rootBorder = "#0969da"
  static let enumFill = "#fbefff"
  static let leafFill = "#fff8c5"
  static let findingBorder = "#cf222e"
  static let issueFill = "#ffebe9"
  /// Where a traced flow ends.
  static let finalBorder = "#1a7f37"
  static let focusBorder = "#bf8700"
  static let secondaryText = "#57606a"
}
