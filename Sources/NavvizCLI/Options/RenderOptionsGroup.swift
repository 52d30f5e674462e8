import ArgumentParser
import NavGraph

/// What to draw: shared by every command that draws a graph.
struct DrawingOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp(
    "Draw only what is reachable from this root feature.", valueName: "NAME"))
  var root: String?

  @Flag(help: "Also draw composition edges (Scope, forEach over collections).")
  var includeComposition = false

  @Option(name: .long, help: ArgumentHelp(
    "Link nodes and edges to their source: PREFIX + file + #L + line.", valueName: "PREFIX"))
  var sourceURLPrefix: String?

  @Flag(name: .customLong("no-legend"), help: "Leave the legend out of pictures.")
  var noLegend = false

  var renderOptions: RenderOptions {
    RenderOptions(
      root: root, includeComposition: includeComposition, sourceURLPrefix: sourceURLPrefix,
      legend: !noLegend)
  }
}

extension OutputFormat {
  init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }

  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
