import NavGraphCore
import NavGraphRendering

/// Drawing needs Graphviz, which navviz loads only then: a command that will draw checks for
/// it first, so that without Graphviz it fails at once, before scanning anything or writing
/// any file, with one line saying what to install.
enum GraphvizRequirement {
  /// - Parameter what: what needs Graphviz, as the error names it ("svg output").
  static func check(for what: String) throws {
    do throws(RenderingError) {
      try GraphvizLibrary.require()
    } catch {
      guard case .graphviz(let message) = error else { throw CommandFailure(error.description) }
      throw CommandFailure("\(what) needs Graphviz: \(message)")
    }
  }
}
