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

  var description: String { message }
}
