/// A Swift file the scanner read nothing from — it could not be read, or it is past one of
/// `ScanLimits`' limits — and why. Lint reports carry these so that CI sees a file that was
/// never checked, not only a clean run.
public struct SkippedFile: Hashable, Sendable, Comparable, Codable {
  /// The path results show (`ScanOptions.displayRoot`).
  public var file: String
  /// Why, in words (`file could not be read`, `1001 lines in one type's body …`).
  public var reason: String

  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.reason) < (rhs.file, rhs.reason)
  }
}
