import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphRendering
import NavGraphSyntax

/// `navviz paths`: how a user gets to a screen, and the state that shows it.
struct PathsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "paths",
    abstract: "Show the shortest navigation path from a root to a destination.",
    discussion: """
      DESTINATION is a feature (SyncUpForm), a case of an enum reducer \
      (SyncUpDetail.Destination.edit, or through its owner: SyncUpDetail.edit), or a plain \
      presentation field (Inventory.alert). There is one path per way into the destination \
      (a screen pushed by one case and presented by another has two), each the shortest from \
      any root, through every kind of edge: a root reaches a tab's stack through its scope.

      Examples:
        navviz paths Sources/ --to SyncUpDetail.Destination.edit
        navviz paths Sources/ --to SyncUpForm --swift
        navviz paths Sources/ --all --format json -o out/paths.json
      """
  )

  @OptionGroup(title: "Input") var input: InputOptions

  @Option(help: ArgumentHelp("The destination to reach.", valueName: "DESTINATION"))
  var to: String?

  @Flag(help: "A path to every destination (each case and presentation field a root reaches).")
  var all = false

  @Option(name: .shortAndLong, help: ArgumentHelp(valueName: "FORMAT"))
  var format: PathsFormat?

  @Flag(help: ArgumentHelp(
    "Write each path's deep-link state as Swift (`...` where the arguments are unknown); "
      + "with --format json, add it to each path."))
  var swift = false

  @Option(name: .short, help: ArgumentHelp(
    "Write to FILE instead of standard output.", valueName: "FILE"))
  var output: String?

  func validate() throws {
    if (to == nil) == !all {
      throw ValidationError("give either --to DESTINATION or --all")
    }
    try PathsFormat.validate(format, output: output)
  }

  func run() async throws {
    let loaded = try GraphLoader(options: input).load()
    let graph = loaded.graph
    let routes: [NavigationRoute]
    if let to {
      do throws(UnknownDestination) {
        routes = try graph.shortestRoutes(to: to)
      } catch {
        throw CommandFailure(error.description)
      }
      if routes.isEmpty {
        throw CommandFailure(
          "no root reaches \(to) (roots: \(graph.roots.joined(separator: ", ")))", exitCode: 1)
      }
    } else {
      routes = graph.shortestRoutesToEveryDestination()
    }
    let report = RouteReport(
      routes: routes, initializers: RouteReport.initializers(loaded.scan?.facts))
    let data: Data =
      switch (PathsFormat.resolve(format, output: output), swift) {
      case (.json, _): report.json(swift: swift)
      case (.text, true): Data(report.swift().utf8)
      case (.text, false): Data(report.text(swift: false).utf8)
      }
    try OutputFile(path: output).write(data)
  }
}
