/// The colours more than one part of navviz draws with, each written once, so the pictures
/// (DOT, and so SVG, PNG, PDF), Mermaid, the overlays and the HTML viewer's CSS cannot drift
/// apart. A colour with a single use is named where it is used (`DiagramStyle`, an overlay).
///
/// Neutrals are named by their role. A hue carries several roles, so it is named by its colour
/// and its roles are listed; each user gives it its own role name (`DiffOverlay.addedColor`).
enum Palette {
  /// Body text, the outline of a plain feature, and a case a traced flow travelled.
  static let text = "#24292f"
  /// Text that says less than the name beside it: subtitles, notes, the viewer's hints.
  static let secondaryText = "#57606a"
  /// Thin lines: the viewer's borders, the legend's frame, and what an overlay fades.
  static let hairline = "#d0d7de"
  /// The page: a plain feature's fill, and the viewer's canvas, panel and buttons.
  static let background = "#ffffff"
  /// A quiet background: a group in an overview, the viewer's header, footer and code.
  static let subtleFill = "#f6f8fa"

  /// Entry points, and the viewer's references and selection.
  static let blue = "#0969da"
  /// Stack pushes, a traced flow's final state and the viewer's current step, what coverage
  /// visited, and what a diff added.
  static let green = "#1a7f37"
  /// A focused feature, what a diff changed, and the viewer's search matches.
  static let amber = "#bf8700"
  /// Lint findings and runtime issues, what a diff removed, and what coverage did not visit.
  static let red = "#cf222e"
  /// Destination links, and the enum reducers whose cases they leave from.
  static let purple = "#8250df"
}
