import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphSyntax

/// `navviz audit`: every navigation-shaped site of the sources, and what the reading made of
/// it — so that what navviz did not understand is listed, never silently left out.
struct AuditCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "List every navigation site of the sources and what navviz made of it.",
    discussion: """
      A navigation site is code shaped like navigation: a State field that can hold a child \
      (optional or @Presents child state, a stack, routes, an alert), an integration (ifLet, \
      forEach, Scope, forEachRoute, ...), a presentation in a view (sheet, \
      navigationDestination, NavigationStack, TCARouter, ...), an alert or dialog built, a \
      Store built. Each is explained (the edges, feature or entry point it became), not \
      navigation (with why: a view's own @State binding, a preview's store), or unexplained \
      (what navviz could not read: a gap to report). Test code is left out.

      Examples:
        navviz audit Sources/
        navviz audit Sources/ --only unexplained --fail-on-unexplained
        navviz audit Sources/ --format json -o out/audit.json
      """
  )

  @OptionGroup(title: "Input") var input: InputOptions

  @Option(
    name: .long, parsing: .upToNextOption,
    help: ArgumentHelp(
      "List only sites read this way (repeatable); every site is counted either way.",
      valueName: "READING"))
  var only: [NavigationSite.Reading] = []

  @Flag(help: "Exit with status 1 when a site is unexplained.")
  var failOnUnexplained = false

  @Option(name: .shortAndLong, help: ArgumentHelp(valueName: "FORMAT"))
  var format: AuditFormat?

  @Option(name: .short, help: ArgumentHelp(
    "Write to FILE instead of standard output.", valueName: "FILE"))
  var output: String?

  func validate() throws {
    // A path that does not exist is left to the loader, which names it.
    let documents = input.inputs.filter {
      !SourceScanner.accepts($0) && FileManager.default.fileExists(atPath: $0)
    }
    if !input.graphFiles.isEmpty || !input.samples.isEmpty || !documents.isEmpty {
      throw ValidationError(
        "audit reads Swift sources (directories or .swift files); a graph document or a "
          + "--sample has no sites to list")
    }
    try AuditFormat.validate(format, output: output)
  }

  func run() async throws {
    var loader = GraphLoader(options: input)
    loader.announcesUnresolved = false
    let loaded = try loader.load()
    guard let scan = loaded.scan else {
      throw CommandFailure("\(input.description): no Swift sources to audit")
    }
    let census = scan.census
    var report = AuditReport(
      census: census, listed: only.isEmpty ? Set(NavigationSite.Reading.allCases) : Set(only))
    if !scan.facts.declaresAppEntryPoint {
      report.inferredEntryPoints = scan.graph.roots.sorted()
    }
    let data: Data =
      switch AuditFormat.resolve(format, output: output) {
      case .json: report.json()
      case .text: Data(report.text.utf8)
      }
    try OutputFile(path: output).write(data)
    if failOnUnexplained, census.count(.unexplained) > 0 { throw ExitStatus(code: 1) }
  }
}

extension NavigationSite.Reading: ExpressibleByArgument {}
