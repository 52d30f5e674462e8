import ArgumentParser
import Foundation
import NavGraphRendering

/// What to draw: shared by every command that draws a graph.
struct DrawingOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp(
    "Draw only what is reachable from this root feature.", valueName: "NAME"))
  var root: String?

  @Flag(help: ArgumentHelp(
    "Draw every composition edge (Scope, forEach over collections). By default only those "
      + "that connect a feature to an entry point are drawn, light and thin."))
  var includeComposition = false

  @Flag(help: "Draw no composition edge: navigation and screen switches only.")
  var noComposition = false

  @Option(name: .long, help: ArgumentHelp(
    "Link nodes and edges to their source: PREFIX + file + #L + line.", valueName: "PREFIX"))
  var sourceURLPrefix: String?

  @Flag(name: .customLong("no-legend"), help: "Leave the legend out of pictures.")
  var noLegend = false

  @Flag(help: ArgumentHelp(
    "Also draw features that neither navigate nor are navigated to (left out and counted in "
      + "the legend by default; the features the app's Store starts from are always drawn)."))
  var includeIsolated = false

  func validate() throws {
    if includeComposition && noComposition {
      throw ValidationError("--include-composition and --no-composition exclude each other")
    }
  }

  var composition: CompositionEdges {
    includeComposition ? .all : noComposition ? CompositionEdges.none : .spine
  }

  var renderOptions: RenderOptions {
    RenderOptions(
      root: root, composition: composition, sourceURLPrefix: sourceURLPrefix,
      legend: !noLegend, includeIsolated: includeIsolated)
  }
}
