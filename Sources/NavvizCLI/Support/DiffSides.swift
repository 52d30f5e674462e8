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
    let revision = try GitRevision(baseRevision, workingDirectory: workingDirectory)
    // Git writes the commit's files while the working tree is scanned: the scan keeps the
    // cores busy, git mostly waits on the disk.
    let paths = input.inputs
    let reading = Background {
      try RevisionTree(revision, inputs: paths, workingDirectory: workingDirectory)
    }
    let head: GraphLoader.Loaded
    do {
      head = try side(paths, like: input, displayRoot: workingDirectory)
    } catch {
      (try? reading.value())?.remove()
      throw error
    }
    let tree = try reading.value()
    defer { tree.remove() }
    guard !tree.inputs.isEmpty else {
      Diagnostics.print(
        "note: \(input.inputs.joined(separator: ", ")) not in \(baseRevision): every feature "
          + "counts as added")
      return DiffSides(base: GraphLoader.Loaded(graph: NavigationGraph()), head: head)
    }
    let base = try side(tree.inputs, like: input, displayRoot: tree.displayRoot)
    return DiffSides(base: base, head: head)
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

/// Work on another thread whose result (or error) is taken later.
private final class Background<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, any Error>?

  init(_ work: @escaping @Sendable () throws -> Value) {
    Thread.detachNewThread { [self] in
      result = Result { try work() }
      done.signal()
    }
  }

  func value() throws -> Value {
    done.wait()
    return try result!.get()
  }
}
