/// A Swift file the scanner read nothing from — it could not be read, or it is past one of the
/// scanner's limits — and why. Lint reports and generated docs carry these, so that a reader
/// sees a file that was never checked, not only a clean run or a smaller graph.
public struct SkippedFile: Hashable, Sendable, Comparable, Codable {
  /// The path results show (relative to the input root, or to the scan's display root).
  public var file: String
  /// Why, in words (`file could not be read`, `1001 lines in one type's body …`).
  public var reason: String

  /// `skipped: <reason>`, as every report words it.
  public var message: String { "skipped: \(reason)" }

  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.reason) < (rhs.file, rhs.reason)
  }
}
