/// Errors that stop drawing, raised by rendering itself (the graph's own errors, such as a
/// selection naming no feature, stay `NavGraphError`s): each says what is wrong in words a
/// user can act on.
package enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A format the subject cannot be written in (coverage as Mermaid).
  case unsupportedFormat(String)
  /// Graphviz could not be loaded, or failed to build, lay out or write a picture.
  case graphviz(message: String)

  package var description: String {
    switch self {
    case .unsupportedFormat(let format): "unsupported format \"\(format)\""
    case .graphviz(let message): "Graphviz: \(message)"
    }
  }
}
