/// Errors that stop navviz: each says what is wrong in words a user can act on.
public enum NavGraphError: Error, Hashable, Sendable, CustomStringConvertible {
  case fileNotReadable(path: String, reason: String)
  case malformedGraph(reason: String)
  case malformedTrace(path: String, reason: String)
  /// A navigation snapshot (`navviz snapshot`) that does not read: the line and why.
  case malformedSnapshot(path: String, line: Int, reason: String)
  /// A trace whose root the graph does not have: recorded from other code than was scanned.
  case traceRootNotInGraph(root: String, roots: [String])
  case invalidGraph(reason: String)
  case unknownRoot(name: String, roots: [String])
  /// `--focus` named no feature; `suggestions` are names close to it.
  case unknownFeature(name: String, suggestions: [String])
  /// A focus, root and exclusions that contradict each other.
  case invalidSelection(reason: String)
  case unknownDestination(name: String, suggestions: [String])

  public var description: String {
    switch self {
    case .fileNotReadable(let path, let reason): "cannot read \(path): \(reason)"
    case .malformedGraph(let reason): "malformed graph: \(reason)"
    case .malformedTrace(let path, let reason): "malformed trace \(path): \(reason)"
    case .malformedSnapshot(let path, let line, let reason):
      "malformed snapshot \(path):\(line): \(reason)"
    case .traceRootNotInGraph(let root, let roots):
      "the trace's root \"\(root)\" is not a feature of the graph (its roots: "
        + (roots.isEmpty ? "none" : roots.joined(separator: ", ")) + ")"
    case .invalidGraph(let reason): "invalid graph: \(reason)"
    case .unknownRoot(let name, let roots):
      "no root named \"\(name)\" (roots: \(roots.isEmpty ? "none" : roots.joined(separator: ", ")))"
    case .unknownFeature(let name, let suggestions):
      suggestions.isEmpty
        ? "no feature named \"\(name)\" (and none with a similar name)"
        : "no feature named \"\(name)\" (close names: \(suggestions.joined(separator: ", ")))"
    case .invalidSelection(let reason): reason
    case .unknownDestination(let name, let suggestions):
      "no feature or destination named \"\(name)\""
        + (suggestions.isEmpty
          ? " (give a feature, or OWNER.case / ENUM.case, e.g. AppFeature.Path.detail)"
          : " (did you mean \(suggestions.joined(separator: ", "))?)")
    }
  }
}
