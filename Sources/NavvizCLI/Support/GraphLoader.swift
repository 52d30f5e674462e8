import Foundation
import NavGraph

/// Reads the INPUT arguments of a command into one navigation graph.
struct GraphLoader {
  /// Loads every input and merges them. Each failure names its input.
  func load(_ inputs: [String]) throws -> NavigationGraph {
    var merged = NavigationGraph()
    for input in inputs {
      let graph = try loadGraphFile(input)
      merged = try merge(merged, graph, input: input)
    }
    return merged
  }

  private func loadGraphFile(_ path: String) throws -> NavigationGraph {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure(input: path, .fileNotReadable(path: path, reason: "no such file"))
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure(input: path, .fileNotReadable(
        path: path, reason: "is a directory (expected a graph JSON file)"))
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure(input: path, .fileNotReadable(path: path, reason: "permission denied"))
    }
    do throws(NavGraphError) {
      let graph = try NavigationGraph(jsonData: data)
      try graph.validate()
      return graph
    } catch {
      throw CommandFailure(input: path, error)
    }
  }

  /// Several inputs make one graph; a feature declared twice must be the same declaration.
  private func merge(_ base: NavigationGraph, _ added: NavigationGraph, input: String) throws
    -> NavigationGraph
  {
    var result = base
    let known = Dictionary(base.features.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for feature in added.features {
      if let existing = known[feature.name] {
        guard existing == feature else {
          throw CommandFailure(
            "\(input): feature \"\(feature.name)\" differs from its declaration in an earlier input")
        }
      } else {
        result.features.append(feature)
      }
    }
    result.edges += added.edges.filter { !Set(base.edges).contains($0) }
    result.findings += added.findings.filter { !Set(base.findings).contains($0) }
    result.roots = Array(Set(result.roots + added.roots)).sorted()
    return result
  }
}
