import Foundation
import NavGraphCore

/// The two graphs `navviz diff` compares, each loaded as `GraphLoader` loads a command's
/// inputs: `BASE` and `HEAD` given as paths, or the INPUT paths in the working tree and in a
/// git commit (`--base REF`).
struct DiffSides {
  var base: GraphLoader.Loaded
  var head: GraphLoader.Loaded

  static func load(input: InputOptions, baseRevision: String?) throws -> DiffSides {
    let workingDirectory = FileManager.default.currentDirectoryPath
    guard let baseRevision else {
      return DiffSides(
        base: try side([input.inputs[0]], like: input, displayRoot: workingDirectory),
        head: try side([input.inputs[1]], like: input, displayRoot: workingDirectory))
    }
    let revision = try GitRevision(
      baseRevision, option: "--base", workingDirectory: workingDirectory)
    let sides = try BothSides.load(
      revision: revision, head: GraphLoader(options: input, displayRoot: workingDirectory),
      workingDirectory: workingDirectory)
    guard let base = sides.base else {
      Diagnostics.print(
        "note: \(input.inputs.joined(separator: ", ")) not in \(baseRevision): every feature "
          + "counts as added")
      return DiffSides(base: GraphLoader.Loaded(graph: NavigationGraph()), head: sides.head)
    }
    return DiffSides(base: base, head: sides.head)
  }

  /// `paths` loaded with the scanning options of `input`.
  private static func side(_ paths: [String], like input: InputOptions, displayRoot: String)
    throws -> GraphLoader.Loaded
  {
    var options = input
    options.inputs = paths
    return try GraphLoader(options: options, displayRoot: displayRoot).load()
  }
}
