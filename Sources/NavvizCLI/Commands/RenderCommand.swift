import ArgumentParser
import Foundation
import NavGraph
import NavGraphLint

/// `navviz render`: a picture (or the data) of the navigation graph.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Render the navigation graph as SVG, PNG, PDF, DOT, Mermaid, JSON or interactive HTML.",
    discussion: """
      Text formats (svg, dot, mermaid, json, html) go to standard output unless -o is given; png \
      and pdf need -o. Without --format, the format follows the extension of -o, else svg. \
      Output files are written whole or not at all.

      Examples:
        navviz render Sources/ -o out/app.svg
        navviz render Sources/ --exclude 'Generated/**' --format mermaid --root AppFeature
        navviz render samples/graphs/inventory-tree.json -o out/inventory.pdf
        navviz render Sources/ --lint -o out/app.svg
        navviz render Sources/ --lint --format html -o out/app.html
        navviz render Sources/ --focus SyncUpDetail --depth 2 -o out/detail.svg
        navviz render Sources/ --exclude-feature '*Debug*' --format mermaid
      """
  )

  @OptionGroup(title: "Input") var input: InputOptions

  @Option(name: .shortAndLong, help: ArgumentHelp(
    "Output format: \(OutputFormat.names).", valueName: "FORMAT"))
  var format: String?

  @Option(name: .short, help: ArgumentHelp("Write to FILE instead of standard output.",
                                           valueName: "FILE"))
  var output: String?

  @OptionGroup(title: "Drawing") var drawing: DrawingOptions

  @OptionGroup(title: "Selection") var selection: SelectionOptions

  @Flag(help: ArgumentHelp(
    "Run lint (with ./.navviz.yml) and mark the nodes and edges its findings are about: red, "
      + "with the rule and message in the tooltip."))
  var lint = false

  @Option(help: ArgumentHelp(
    "With --format html, a trace-v1 flow (docs/trace-v1.md) the page replays step by step "
      + "with a slider.", valueName: "FILE"))
  var trace: String?

  func validate() throws {
    if trace != nil && resolvedFormat != .html {
      throw ValidationError("--trace needs --format html")
    }
    if let format, OutputFormat(argument: format) == nil {
      throw ValidationError("unknown format \"\(format)\" (known: \(OutputFormat.names))")
    }
    if resolvedFormat.isBinary && output == nil {
      throw ValidationError("\(resolvedFormat.rawValue) is a binary format: give -o FILE")
    }
  }

  var resolvedFormat: OutputFormat {
    if let format, let known = OutputFormat(argument: format) { return known }
    let ext = output.map { URL(fileURLWithPath: $0).pathExtension.lowercased() } ?? ""
    return OutputFormat.allCases.first { $0.fileExtension == ext } ?? .svg
  }

  func run() async throws {
    let loaded = try GraphLoader(options: input).load()
    var graph = loaded.graph
    if lint {
      let linter = Linter(configuration: try ConfigurationFile.load(explicit: nil))
      graph.findings = linter.lint(LintInput(graph: graph, facts: loaded.scan?.facts))
    }
    selection.warnAboutUnusedPatterns(in: graph)
    let flow = try trace.map(TraceFlowFile.read)
    let data: Data
    do throws(NavGraphError) {
      let renderer: any GraphRenderer =
        if let flow { HTMLRenderer(flow: flow) } else { resolvedFormat.renderer }
      data = try renderer.render(graph, options: selection.apply(to: drawing.renderOptions))
    } catch {
      throw CommandFailure(input: input.inputs.joined(separator: ", "), error)
    }
    try OutputFile(path: output).write(data)
  }
}
