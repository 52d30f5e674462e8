/// Errors about what a user gives navviz to read (a graph, a trace, a file) and the part of a
/// graph they select to draw: each says what is wrong in words a user can act on. Errors of the
/// machinery's own documents and questions (snapshots, laying traces, routes) are `package`
/// types beside that machinery, so they are no part of the library's face.
public enum NavGraphError: Error, Hashable, Sendable, CustomStringConvertible {
  case fileNotReadable(path: String, reason: String)
  case malformedGraph(reason: String)
  case malformedTrace(path: String, reason: String)
  case invalidGraph(reason: String)
  case unknownRoot(name: String, roots: [String])
  /// `--focus` named no feature; `suggestions` are names close to it.
  case unknownFeature(name: String, suggestions: [String])
  /// A focus, root and exclusions that contradict each other.
  case invalidSelection(reason: String)

  public var description: String {
    switch self {
    case .fileNotReadable(let path, let reason): "cannot read \(path): \(reason)"
    case .malformedGraph(let reason): "malformed graph: \(reason)"
    case .malformedTrace(let path, let reason): "malformed trace \(path): \(reason)"
    case .invalidGraph(let reason): "invalid graph: \(reason)"
    case .unknownRoot(let name, let roots):
      "no root named \"\(name)\" (roots: \(roots.isEmpty ? "none" : roots.joined(separator: ", ")))"
    case .unknownFeature(let name, let suggestions):
      suggestions.isEmpty
        ? "no feature named \"\(name)\" (and none with a similar name)"
        : "no feature named \"\(name)\" (close names: \(suggestions.joined(separator: ", ")))"
    case .invalidSelection(let reason): reason
    }
  }
}
