import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphRendering

/// `navviz trace`: one recorded flow drawn on the navigation graph.
struct TraceCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Draw a recorded flow (a trace-v1 JSON file) on the navigation graph.",
    discussion: """
      The picture shows what the trace's root reaches: every feature and edge the flow \
      visited stands out, each edge labelled with the steps that travelled it (3↩: dismissed \
      or popped at step 3), the final state is tagged, runtime issues are notes beside the \
      feature they point into, and the rest is grey. --format mermaid writes a Mermaid \
      sequenceDiagram of the navigation events; --format json the trace matched onto the \
      graph. Entries of the trace that name no edge of the graph are warned about on \
      standard error. The trace format is described in docs/trace-v1.md.

      Examples:
        navviz trace flows/add-item.json Sources/ -o out/add-item.svg
        navviz trace flows/add-item.json --graph app.json --format mermaid -o add-item.mmd
      """
  )

  @Argument(help: ArgumentHelp("The trace to draw (trace-v1 JSON).", valueName: "TRACE"))
  var trace: String

  @OptionGroup(title: "Graph") var input: InputOptions

  @Option(name: .shortAndLong, help: ArgumentHelp(valueName: "FORMAT"))
  var format: OutputFormat?

  @Option(name: .short, help: ArgumentHelp(
    "Write to FILE instead of standard output (required for png and pdf).", valueName: "FILE"))
  var output: String?

  @OptionGroup(title: "Drawing") var drawing: DrawingOptions

  func validate() throws {
    try OutputFormat.validate(format, output: output)
  }

  func run() async throws {
    let resolved = OutputFormat.resolve(format, output: output)
    try resolved.requireGraphviz()
    // The trace first: a malformed trace fails before a long scan.
    let recorded = try TraceLoader.load(trace)
    let loaded = try GraphLoader(options: input).load()
    let graph = loaded.graph
    let match = try TraceLoader.match(recorded, path: trace, on: graph)
    TraceLoader.warn(about: match.misses, in: trace)
    let data: Data
    do {
      var options = drawing.renderOptions
      options.entryPoints = loaded.entryPoints
      data = try resolved.renderer(for: TracedGraph.self).render(
        TracedGraph(match: match, graph: graph), options: options, note: Diagnostics.print)
    } catch {
      throw CommandFailure(input: input.description, error)
    }
    try OutputFile(path: output).write(data)
  }
}
