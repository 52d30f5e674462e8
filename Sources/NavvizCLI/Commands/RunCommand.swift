import ArgumentParser

/// `navviz run`: executes a named flow of a registered root and writes its trace (trace-v1).
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run a sample's named flow on a fresh store and write its trace (trace-v1 JSON).",
    discussion: """
      Flows are Swift code shipped with each registered root. The trace is deterministic \
      (stack ids count from 0, no timestamps); draw it with `navviz trace TRACE --sample NAME`. \
      Runtime warnings the flow raises are recorded in the trace at their step.
      """
  )

  @Option(help: "The registered root whose flow runs (see `navviz samples`).")
  var sample: String

  @Option(help: "The flow to run (see --list).")
  var flow: String?

  @Flag(help: "List the sample's flows.")
  var list = false

  @Option(name: [.short, .customLong("output")], help: "Write the trace here (default: stdout).")
  var output: String?

  func validate() throws {
    if list == (flow != nil) {
      throw ValidationError("give either --flow FLOW or --list")
    }
  }

  func run() async throws {
    let root = try RegisteredRoots.root(named: sample)
    if list {
      let rows = root.flows.map { [$0.name, $0.summary] }
      print(Table(header: ["FLOW", "SUMMARY"], rows: rows).text, terminator: "")
      return
    }
    guard let flow, let chosen = root.flow(named: flow) else {
      let known = root.flows.map(\.name).joined(separator: ", ")
      throw CommandFailure(
        "unknown flow \"\(flow ?? "")\" of \(root.name) (flows: \(known.isEmpty ? "none" : known))")
    }
    let trace = await chosen.run()
    try OutputFile(path: output).write(try trace.jsonData())
    let issues = trace.steps.reduce(0) { $0 + $1.issues.count }
    if issues > 0 {
      Diagnostics.print(
        "warning: flow \(flow) raised \(issues) runtime warning(s), recorded in the trace")
    }
  }
}
