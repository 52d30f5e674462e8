/// One change to an input's bytes: remove `removing` bytes at `offset`, put `inserting` there.
/// Every mutation is a list of these, so a failing input can be described (and rebuilt) from
/// its seed file and its edits.
package struct ByteEdit: Hashable, Sendable, CustomStringConvertible {
  package var offset: Int
  package var removing: Int
  package var inserting: [UInt8]
  /// What the inserted bytes are, for people: `"5,000 nested closures"`.
  package var label: String

  package init(offset: Int, removing: Int = 0, inserting: [UInt8] = [], label: String) {
    self.offset = offset
    self.removing = removing
    self.inserting = inserting
    self.label = label
  }

  package func apply(to bytes: inout [UInt8]) {
    let start = min(max(0, offset), bytes.count)
    let end = min(start + max(0, removing), bytes.count)
    bytes.replaceSubrange(start..<end, with: inserting)
  }

  package var description: String {
    "\(label) at byte \(offset)" + (removing > 0 ? " (replacing \(removing) bytes)" : "")
  }
}
