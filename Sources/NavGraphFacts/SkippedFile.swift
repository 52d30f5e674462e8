/// A Swift file the scanner read nothing from — it could not be read, or it is past one of the
/// scanner's limits — and why. Lint reports and generated docs carry these, so that a reader
/// sees a file that was never checked, not only a clean run or a smaller graph.
package struct SkippedFile: Hashable, Sendable, Comparable, Codable {
  /// The path results show (relative to the input root, or to the scan's display root).
  package var file: String
  /// Why, in words (`file could not be read`, `1001 lines in one type's body …`).
  package var reason: String

  /// `skipped: <reason>`, as every report words it.
  package var message: String { "skipped: \(reason)" }

  package init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.reason) < (rhs.file, rhs.reason)
  }
}
