/// A 1-based line and UTF-8 column in the file of the summary that holds it.
struct Position: Hashable, Sendable, Comparable, Codable {
  var line: Int
  var column: Int

  static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
