/// A problem the scanner worked around (a file with syntax errors, a name it could not
/// resolve). Never thrown: the graph is still produced, the CLI may print these with `--verbose`.
public struct ScanDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case note, warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .note && rhs == .warning
    }
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation?

  public init(severity: Severity, message: String, location: SourceLocation? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public var description: String {
    "\(location.map { "\($0): " } ?? "")\(severity.rawValue): \(message)"
  }

  public static func < (lhs: ScanDiagnostic, rhs: ScanDiagnostic) -> Bool {
    let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
    let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
    if left != right { return left < right }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return lhs.severity < rhs.severity
  }
}
