import ArgumentParser
import NavGraphSyntax

/// How INPUT arguments are read: shared by every command that takes a graph.
struct InputOptions: ParsableArguments {
  @Argument(help: ArgumentHelp(
    "Graph JSON files, Swift files or directories of Swift source (all merged into one graph).",
    valueName: "INPUT"))
  var inputs: [String] = []

  @Option(name: .customLong("sample"), help: ArgumentHelp(
    "A registered root (see `navviz samples`), discovered by reflection (repeatable).",
    valueName: "NAME"))
  var samples: [String] = []

  @Option(name: .long, help: ArgumentHelp(
    "Skip Swift files and folders matching GLOB (relative to each input; repeatable).",
    valueName: "GLOB"))
  var exclude: [String] = []

  @Flag(help: "Also scan test folders (Tests/, *Tests/), which are skipped by default.")
  var includeTests = false

  @Option(name: .long, help: ArgumentHelp(
    "Parse with N parallel jobs (default: one per core).", valueName: "N"))
  var jobs: Int?

  @Flag(name: .long, help: "Print what the scanner worked around (syntax errors, unresolved names).")
  var verbose = false

  var scanOptions: ScanOptions {
    ScanOptions(excludes: exclude, includeTests: includeTests, jobs: jobs)
  }

  func validate() throws {
    if inputs.isEmpty && samples.isEmpty {
      throw ValidationError("give at least one INPUT or --sample NAME")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }
}
