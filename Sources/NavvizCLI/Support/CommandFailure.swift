import NavGraphCore


/// A failure that ends a command with a one-line message and a chosen exit code.
struct CommandFailure: Error, CustomStringConvertible {
  static let usageExitCode: Int32 = 2

  var message: String
  var exitCode: Int32

  init(_ message: String, exitCode: Int32 = usageExitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  /// An input problem, named after the input it came from.
  init(input: String, _ error: NavGraphError) {
    switch error {
    case .fileNotReadable: self.init(error.description)
    default: self.init("\(input): \(error.description)")
    }
  }

  /// A failure drawing an input: the graph's `NavGraphError`s (a selection naming no
  /// feature), or rendering's own (`RenderingError`: Graphviz failing).
  init(input: String, _ error: any Error) {
    if let error = error as? NavGraphError {
      self.init(input: input, error)
    } else {
      self.init("\(input): \(error)")
    }
  }

  /// What stops a command writing its output: the file, and why.
  static func cannotWrite(_ path: String, reason: String) -> CommandFailure {
    CommandFailure("cannot write \(path): \(reason)")
  }

  var description: String { message }
}
