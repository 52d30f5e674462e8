import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphRendering

/// `navviz snapshot`: the navigation as a text file to commit, and the check that it is current.
struct SnapshotCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Write the navigation as a sorted text file to commit, or check it is current.",
    discussion: """
      One line per feature and edge, sorted, without source locations, so moving code \
      changes nothing and a change to the navigation is a one-line -/+ in a pull request. \
      --check FILE compares the inputs with a committed snapshot and prints what drifted in \
      the words of `navviz diff`. Exit status: 0; 1 when --check finds drift (or a file not \
      as navviz writes it); 2 for usage or input errors (a missing or malformed FILE).

      Examples:
        navviz snapshot Sources/ -o .navviz/navigation.txt
        navviz snapshot Sources/ --check .navviz/navigation.txt
        navviz snapshot Sources/ --check .navviz/navigation.txt --format markdown
      """
  )

  @OptionGroup(title: "Input") var input: InputOptions

  @Option(
    name: .short,
    help: ArgumentHelp(
      "Write the snapshot to FILE instead of standard output.", valueName: "FILE"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Compare the inputs with the snapshot in FILE instead of writing one.", valueName: "FILE"))
  var check: String?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "With --check, the drift report's format.", valueName: "FORMAT"))
  var format: DriftReportFormat?

  func validate() throws {
    if check != nil && output != nil {
      throw ValidationError("--check writes nothing: leave -o out")
    }
    if format != nil && check == nil {
      throw ValidationError("--format is for --check's report")
    }
  }

  func run() async throws {
    let snapshot = GraphSnapshot(try GraphLoader(options: input).load().graph)
    guard let check else {
      try OutputFile(path: output).write(snapshot.data)
      return
    }
    let committed = try Self.read(check)
    let diff = NavigationDiff(base: committed.snapshot.graph, head: snapshot.graph)
    let report: any Renderer<NavigationDiff> =
      switch format ?? .standard {
      case .markdown: DiffMarkdownReport(title: "Navigation snapshot drift")
      case .json: DiffJSONRenderer()
      case .text: DiffTextReport(subject: "navviz snapshot")
      }
    if diff.isEmpty && committed.data == snapshot.data {
      Diagnostics.print("\(check) is up to date")
      return
    }
    let data: Data
    do {
      data = try report.render(diff, options: RenderOptions())
    } catch {
      throw CommandFailure("\(error)")
    }
    try OutputFile(path: nil).write(data)
    Diagnostics.print(
      diff.isEmpty
        ? "\(check) holds the same navigation but not as navviz snapshot writes it; "
          + "regenerate it with navviz snapshot ... -o \(check)"
        : "\(check) is out of date; regenerate it with navviz snapshot ... -o \(check)")
    throw ExitStatus(code: 1)
  }

  private static func read(_ path: String) throws -> (snapshot: GraphSnapshot, data: Data) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(
        NavGraphError.fileNotReadable(path: path, reason: "no such file").description
          + "; write it with navviz snapshot INPUT... -o \(path)")
    }
    do throws(MalformedSnapshot) {
      let text = String(decoding: data, as: UTF8.self)
      return (try GraphSnapshot(text: text, path: path), data)
    } catch {
      throw CommandFailure(error.description)
    }
  }
}
