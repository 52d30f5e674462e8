/// A caller's source location, captured by operators and test-store methods so runtime issues
/// point at the user's `.ifLet`, `.forEach` or `send` line.
public struct IssueLocation: Sendable, Hashable {
  public var fileID: StaticString
  public var filePath: StaticString
  public var line: UInt
  public var column: UInt

  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line && lhs.column == rhs.column
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine("\(filePath)")
    hasher.combine(line)
  }

  /// `File.swift:12`-style text for messages.
  public var shortDescription: String { "\(fileID):\(line)" }
}

/// Reports a runtime issue at `location` (spec "Issue": fails the running test, warns in an app).
func reportIssue(_ message: String, at location: IssueLocation) {
  reportIssue(
    message, fileID: location.fileID, filePath: location.filePath, line: location.line,
    column: location.column)
}
