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

extension OutputFormat {
  init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }

  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The format given with `--format`, else the one the extension of `-o` names, else svg.
  static func resolve(_ format: String?, output: String?) -> OutputFormat {
    if let format, let known = OutputFormat(argument: format) { return known }
    return OutputExtension.of(output).flatMap { byExtension[$0] } ?? .svg
  }

  /// Each format's extension, then Graphviz's `.gv` for DOT and `.htm` for HTML.
  static let extensions: [(name: String, format: OutputFormat)] =
    allCases.map { ($0.fileExtension, $0) } + [("gv", .dot), ("htm", .html)]
  static let byExtension = Dictionary(uniqueKeysWithValues: extensions)

  /// `--format` names a format, and a binary one goes to a file (or, with `-o -`, to a pipe
  /// the user asked for).
  static func validate(_ format: String?, output: String?) throws {
    if let format, OutputFormat(argument: format) == nil {
      throw ValidationError("unknown format \"\(format)\" (known: \(names))")
    }
    try OutputExtension.check(output, format: format, known: extensions.map(\.name))
    let resolved = resolve(format, output: output)
    if resolved.isBinary && output == nil {
      throw ValidationError("\(resolved.rawValue) is a binary format: give -o FILE")
    }
  }
}
