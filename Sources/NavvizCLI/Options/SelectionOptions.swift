import ArgumentParser
import NavGraphCore
import NavGraphRendering

/// Which part of the graph to show: shared by `render` and `docs`, so a 300-feature app can
/// still give readable pictures of one feature at a time.
struct SelectionOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp(
    "Draw only FEATURE and the features within --depth navigation edges of it, both ways "
      + "(what presents or pushes it, what it presents or pushes).",
    valueName: "FEATURE"))
  var focus: String?

  @Option(name: .long, help: ArgumentHelp(
    "How many navigation edges around --focus to draw (default 1).", valueName: "N"))
  var depth: Int?

  @Option(name: .customLong("exclude-feature"), help: ArgumentHelp(
    "Leave out features (and alert or data leaves) whose name matches GLOB, with their edges "
      + "(`*` matches any text, dots too; repeatable).",
    valueName: "GLOB"))
  var excludedFeatures: [String] = []

  func validate() throws {
    if depth != nil && focus == nil { throw ValidationError("--depth needs --focus FEATURE") }
    if let depth, depth < 1 { throw ValidationError("--depth must be at least 1") }
  }

  /// Applies these options to `options`.
  func apply(to options: RenderOptions) -> RenderOptions {
    var options = options
    options.focus = focus
    options.depth = depth ?? 1
    options.excludedFeatures = excludedFeatures
    return options
  }

  /// A pattern that hides nothing is usually a typo; say so rather than draw everything.
  func warnAboutUnusedPatterns(in graph: NavigationGraph) {
    for pattern in excludedFeatures where graph.names(matching: pattern).isEmpty {
      Diagnostics.print("warning: --exclude-feature \(pattern) matches no feature")
    }
  }
}
