/// One Swift file to scan, with everything about it that is known before parsing.
package struct SourceFile: Hashable, Sendable, Comparable {
  /// Where to read it.
  package var absolutePath: String
  /// What output shows: the path relative to the input root.
  var relativePath: String
  /// The target folder under `Sources/`, or the top folder of the input.
  var module: String
  /// Inside a test folder (`Tests/`, `*Tests/`) or named `*Tests.swift`.
  var isTest: Bool

  package static func < (lhs: SourceFile, rhs: SourceFile) -> Bool {
    (lhs.relativePath, lhs.absolutePath) < (rhs.relativePath, rhs.absolutePath)
  }
}

// Kept in cached summaries (`SummaryCache`).
extension SourceFile: Codable {}
