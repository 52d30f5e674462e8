import NavGraphModel

/// A problem the scanner worked around (a file with syntax errors, a name it could not
/// resolve). Never thrown: the graph is still produced, the CLI may print these with `--verbose`.
package struct ScanDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  package enum Severity: String, Hashable, Sendable, Comparable {
    case note, warning

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .note && rhs == .warning
    }
  }

  package var severity: Severity
  package var message: String
  package var location: SourceLocation?

  package init(severity: Severity, message: String, location: SourceLocation? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  package var description: String {
    "\(location.map { "\($0): " } ?? "")\(severity.rawValue): \(message)"
  }

  package static func < (lhs: ScanDiagnostic, rhs: ScanDiagnostic) -> Bool {
    let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
    let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
    if left != right { return left < right }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return lhs.severity < rhs.severity
  }
}
