import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphRendering

/// `navviz render`: a picture (or the data) of the navigation graph.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Render the navigation graph as SVG, PNG, PDF, DOT, Mermaid, JSON or interactive HTML.",
    discussion: """
      Text formats (svg, dot, mermaid, json, html) go to standard output unless -o is given; png \
      and pdf need -o. Without --format, the format follows the extension of -o (.gv is dot, \
      .mmd mermaid; another extension is refused), else svg. \
      Output files are written whole or not at all. Mermaid output larger than GitHub's \
      Mermaid limits (50,000 characters, 500 links per diagram) is split into one diagram \
      per root (then by module), written as Markdown with one mermaid block each, and a note \
      says so.

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

  @Option(name: .shortAndLong, help: ArgumentHelp(valueName: "FORMAT"))
  var format: OutputFormat?

  @Option(name: .short, help: ArgumentHelp("Write to FILE instead of standard output.",
                                           valueName: "FILE"))
  var output: String?

  @OptionGroup(title: "Drawing") var drawing: DrawingOptions

  @OptionGroup(title: "Selection") var selection: SelectionOptions

  @OptionGroup(title: "Level") var level: LevelOptions

  @Option(name: .customLong("module"), help: ArgumentHelp(
    "Draw one module (or flow) of the overview, feature by feature, with the modules its "
      + "features are reached from or lead to.", valueName: "NAME"))
  var module: String?

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
    if module != nil && level.resolvedLevel == .overview {
      throw ValidationError(
        "--module draws the features of one module; give --level module or flow to say "
          + "how the app is cut, or neither")
    }
    if module != nil && level.resolvedLevel == .feature {
      throw ValidationError("--module draws one module; --level feature draws every feature")
    }
    let grouped = level.resolvedLevel.map { $0 != .feature } ?? false || module != nil
    if selection.focus != nil && grouped {
      throw ValidationError(
        "--focus draws the features around one; it takes no --overview, --level or --module")
    }
    try OutputFormat.validate(format, output: output)
  }

  var resolvedFormat: OutputFormat { OutputFormat.resolve(format, output: output) }

  func run() async throws {
    try resolvedFormat.requireGraphviz()
    let loaded = try GraphLoader(options: input).load()
    var graph = loaded.graph
    // Sources with no feature give nothing to draw: an empty picture would pass for one.
    if graph.features.isEmpty, loaded.scan != nil {
      throw CommandFailure(
        "\(input.description): nothing to draw, no TCA features in the sources"
          + (output.map { " (\($0) not written)" } ?? ""))
    }
    if lint {
      let linter = Linter(configuration: try ConfigurationFile.load(explicit: nil))
      graph.findings = linter.lint(LintInput(graph: graph, facts: loaded.scan?.facts))
    }
    selection.warnAboutUnusedPatterns(in: graph)
    let flow = try trace.map { ViewerFlow(try TraceLoader.load($0)) }
    if input.verbose {
      Diagnostics.print(
        "rendering \(graph.features.count) features and \(graph.edges.count) edges as "
          + "\(flow == nil ? resolvedFormat.rawValue : "html")")
    }
    let data: Data
    do {
      let renderer: any Renderer<NavigationGraph>
      if let flow {
        renderer = HTMLRenderer(flow: flow)
      } else {
        renderer = try resolvedFormat.renderer(for: NavigationGraph.self)
      }
      var options = selection.apply(to: drawing.renderOptions)
      options.level = level.resolvedLevel
      options.group = module
      options.entryPoints = loaded.entryPoints
      if input.verbose, resolvedFormat != .json {
        Diagnostics.print("drawing " + (try PictureSummary(graph, options: options)).description)
      }
      data = try renderer.render(graph, options: options, note: Diagnostics.print)
    } catch {
      throw CommandFailure(input: input.description, error)
    }
    try OutputFile(path: output).write(data)
  }
}
