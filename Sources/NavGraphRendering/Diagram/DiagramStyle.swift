import NavGraphCore

/// The visual language of navviz pictures, in one place so DOT (and so SVG, PNG, PDF and the
/// HTML viewer) and Mermaid agree: the colours by role, and each kind of link's look. A colour
/// other parts draw with too comes from `Palette`. A node's look is `NodeLook`, what it is
/// drawn as `NodeClass`, and what the legend says `DiagramLegend`.
///
/// Colour says the kind of navigation; line style says tree (solid) versus stack (bold,
/// green) versus ephemeral (dotted) versus a screen switch (teal, open arrow) versus
/// composition (light grey, thin and dashed, so it connects without competing).
enum DiagramStyle {
  static let font = "Helvetica"

  struct EdgeLook {
    var color: String
    var style: LineStyle
    var arrowhead: String
    /// The legend's words for the kind.
    var description: String
    /// Thinner than Graphviz's 1 for composition; `nil` keeps the default.
    var penwidth: String? = nil
  }

  static func look(for kind: LinkKind) -> EdgeLook {
    switch kind {
    case .presentation:
      EdgeLook(color: "#1f6feb", style: .solid, arrowhead: "normal",
               description: "presents (optional child state)")
    case .destination:
      EdgeLook(color: Palette.purple, style: .solid, arrowhead: "normal",
               description: "presents a destination case")
    case .stack:
      EdgeLook(color: Palette.green, style: .bold, arrowhead: "vee",
               description: "pushes onto a stack")
    case .alert, .dialog:
      EdgeLook(color: "#bc4c00", style: .dotted, arrowhead: "normal",
               description: "shows an alert or dialog")
    case .screenSwitch:
      EdgeLook(color: "#0a7b83", style: .solid, arrowhead: "onormal",
               description: "switches to (one screen replaces another)", penwidth: "1.5")
    case .scope:
      EdgeLook(color: compositionLine, style: .dashed, arrowhead: "odiamond",
               description: "always-present child (Scope)", penwidth: "0.7")
    case .collection:
      EdgeLook(color: compositionLine, style: .dashed, arrowhead: "crow",
               description: "collection of children (forEach)", penwidth: "0.7")
    }
  }

  /// Light enough that composition recedes behind navigation, dark enough to follow.
  static let compositionLine = "#afb8c1"
  static let featureFill = Palette.background
  static let entryFill = "#ddf4ff"
  static let entryBorder = Palette.blue
  static let enumFill = "#fbefff"
  /// A module or a flow in an overview.
  static let groupFill = Palette.subtleFill
  static let leafFill = "#fff8c5"
  static let findingBorder = Palette.red
  static let issueFill = "#ffebe9"
  /// Where a traced flow ends.
  static let finalBorder = Palette.green
  static let focusBorder = Palette.amber
}
