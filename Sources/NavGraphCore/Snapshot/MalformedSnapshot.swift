/// A navigation snapshot (`navviz snapshot`) that does not read: the line and why. Snapshots are
/// the CLI's document, so their error is the machinery's, not the public model's.
package struct MalformedSnapshot: Error, Hashable, Sendable, CustomStringConvertible {
  package var path: String
  package var line: Int
  package var reason: String

  package init(path: String, line: Int, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  package var description: String { "malformed snapshot \(path):\(line): \(reason)" }
}
