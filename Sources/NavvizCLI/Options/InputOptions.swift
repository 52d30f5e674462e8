import ArgumentParser
import Foundation
import NavGraphSyntax

/// Where the graph comes from: shared by every command that takes a graph.
///
/// Every kind of input (INPUT arguments, `--graph`) is merged into one graph by `GraphLoader`;
/// a new kind adds its option here, one term to `isEmpty`, and its loading to `GraphLoader`.
struct InputOptions: ParsableArguments {
  @Argument(help: ArgumentHelp(
    "Graph JSON files, Swift files or directories of Swift source (all merged into one graph).",
    valueName: "INPUT"))
  var inputs: [String] = []

  @Option(name: .customLong("graph"), help: ArgumentHelp(
    "A navigation graph JSON file (navgraph-v1), merged with the other inputs (repeatable).",
    valueName: "FILE"))
  var graphFiles: [String] = []

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
    "Parse (and, for lint, run rules) with N parallel jobs (default: one per core).",
    valueName: "N"))
  var jobs: Int?

  @Flag(name: .long, help: ArgumentHelp(
    "Print what the scanner worked around (syntax errors, unresolved names) and, for render, "
      + "what is being drawn."))
  var verbose = false

  @Flag(name: .long, help: ArgumentHelp(
    "Show no progress line (shown on a terminal while scanning or writing hundreds of files)."))
  var quiet = false

  @Flag(help: ArgumentHelp(
    "Keep what each Swift file says in the platform's cache folder and read only the files "
      + "changed since (by content, for this build of navviz)."))
  var cache = false

  @Option(help: ArgumentHelp(
    "Keep that cache in DIR instead (implies --cache; safe to share between runs).",
    valueName: "DIR"))
  var cachePath: String?

  /// The summary cache these options ask for, if any.
  var summaryCache: DiskSummaryCache? {
    guard cache || cachePath != nil else { return nil }
    let root = cachePath.map { URL(fileURLWithPath: $0) } ?? CacheLocation.platform
    return DiskSummaryCache(root: CacheLocation.summaries(under: root))
  }

  var scanOptions: ScanOptions {
    ScanOptions(excludes: exclude, includeTests: includeTests, jobs: jobs)
  }

  /// No input of any kind was given.
  var isEmpty: Bool { inputs.isEmpty && graphFiles.isEmpty && samples.isEmpty }

  /// How errors name the inputs.
  var description: String {
    (inputs + graphFiles + samples.map { "--sample \($0)" }).joined(separator: ", ")
  }

  func validate() throws {
    if isEmpty { throw ValidationError("give at least one INPUT (or --graph FILE, --sample NAME)") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }
}
