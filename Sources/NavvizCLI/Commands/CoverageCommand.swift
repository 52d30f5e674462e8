import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphRendering

/// `navviz coverage`: which navigation edges a set of recorded flows travelled.
struct CoverageCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "coverage",
    abstract: "Measure which navigation edges recorded flows (trace-v1 JSON) visited.",
    discussion: """
      Arguments ending in .json are traces; the other arguments are Swift sources (a graph \
      JSON comes with --graph). --traces DIR adds every *.json in DIR (for a test suite run \
      with NAVVIZ_TRACE_DIR). Navigation edges are presentation, destination, stack, alert \
      and dialog edges; one counts as visited when a trace presented, dismissed, pushed or \
      popped along it. Exit status: 0; 1 when --min is given and the total is below it; 2 \
      for usage or input errors.

      Examples:
        navviz coverage --traces .navviz-traces Sources/ --min 80
        navviz coverage flows/*.json --graph app.json --format svg -o coverage.svg
      """
  )

  @OptionGroup(title: "Traces and graph") var input: InputOptions

  @Option(help: ArgumentHelp(
    "Also read every trace (*.json) directly in DIR (repeatable).", valueName: "DIR"))
  var traces: [String] = []

  @Option(name: .shortAndLong, help: ArgumentHelp(valueName: "FORMAT"))
  var format: CoverageFormat?

  @Option(name: .short, help: ArgumentHelp(
    "Write to FILE instead of standard output (required for png and pdf).", valueName: "FILE"))
  var output: String?

  @Option(help: ArgumentHelp(
    "Fail (exit 1) when less than PERCENT of the navigation edges were visited.",
    valueName: "PERCENT"))
  var min: Double?

  @OptionGroup(title: "Drawing") var drawing: DrawingOptions

  /// The arguments that are traces, and those that are sources.
  var traceArguments: [String] { input.inputs.filter { $0.lowercased().hasSuffix(".json") } }

  var graphInput: InputOptions {
    var graphInput = input
    graphInput.inputs = input.inputs.filter { !$0.lowercased().hasSuffix(".json") }
    return graphInput
  }

  func validate() throws {
    if traceArguments.isEmpty && traces.isEmpty {
      throw ValidationError("give at least one TRACE.json (or --traces DIR)")
    }
    if graphInput.isEmpty {
      throw ValidationError("give the graph: Swift sources, or --graph FILE")
    }
    if let min, !(0...100).contains(min) {
      throw ValidationError("--min must be a percentage from 0 to 100")
    }
    try CoverageFormat.validate(format, output: output)
  }

  func run() async throws {
    try CoverageFormat.resolve(format, output: output).requireGraphviz()
    // Traces first: a malformed trace fails before a long scan.
    let paths = traceArguments + (try TraceLoader.files(in: traces))
    let recorded = try paths.map { ($0, try TraceLoader.load($0)) }
    let loaded = try GraphLoader(options: graphInput).load()
    var graph = loaded.graph
    if let root = drawing.root {
      do throws(NavGraphError) {
        graph = try graph.reachable(from: root)
      } catch {
        throw CommandFailure(input: graphInput.description, error)
      }
    }
    let matches = try recorded.map { path, trace in
      (name: path, match: try TraceLoader.match(trace, path: path, on: graph))
    }
    for (path, match) in matches { TraceLoader.warn(about: match.misses, in: path) }
    let coverage = NavigationCoverage(graph: graph, matches: matches)
    try OutputFile(path: output).write(
      try render(coverage, graph: graph, entryPoints: loaded.entryPoints))
    if let min, !coverage.total.reaches(min) {
      let total = coverage.total
      throw CommandFailure(
        "navigation coverage \(total.percentText) is below --min \(Self.percent(min)) "
          + "(\(total.visited) of \(total.total) navigation edges visited)",
        exitCode: 1)
    }
  }

  private func render(
    _ coverage: NavigationCoverage, graph: NavigationGraph, entryPoints: [String]
  ) throws -> Data {
    var options = drawing.renderOptions
    options.entryPoints = entryPoints
    do {
      return try CoverageFormat.resolve(format, output: output).renderer().render(
        CoveredGraph(coverage: coverage, graph: graph), options: options,
        note: Diagnostics.print)
    } catch {
      throw CommandFailure(input: graphInput.description, error)
    }
  }

  /// `80` for 80.0, `72.5` otherwise.
  private static func percent(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))%" : "\(value)%"
  }
}
