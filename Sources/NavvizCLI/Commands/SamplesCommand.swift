import ArgumentParser

/// `navviz samples`: the roots this executable registered, for `--sample NAME`.
struct SamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "samples",
    abstract: "List the registered roots that --sample NAME renders, lints and documents.",
    discussion: """
      Graphs of registered roots are discovered by reflection over the running reducer values, \
      not scanned from source.
      """
  )

  @Flag(help: "Print only the names, one per line (for scripts).")
  var names = false

  func run() throws {
    let roots = RegisteredRoots.all
    if names {
      for root in roots { print(root.name) }
      return
    }
    guard !roots.isEmpty else {
      print("No registered roots (see README, \"Your own roots\").")
      return
    }
    let rows = roots.map { root -> [String] in
      let graph = root.graph()
      let navigation = graph.edges.filter(\.kind.isNavigation).count
      return [root.name, "\(graph.features.count)", "\(navigation)", root.summary]
    }
    let table = Table(header: ["SAMPLE", "FEATURES", "EDGES", "SUMMARY"], rows: rows)
    print(table.text, terminator: "")
  }
}
