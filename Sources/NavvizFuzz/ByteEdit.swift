/// One change to an input's bytes: remove `removing` bytes at `offset`, put `inserting` there.
/// Every mutation is a list of these, so a failing input can be described (and rebuilt) from
/// its seed file and its edits.
public struct ByteEdit: Hashable, Sendable, CustomStringConvertible {
  public var offset: Int
  public var removing: Int
  public var inserting: [UInt8]
  /// What the inserted bytes are, for people: `"5,000 nested closures"`.
  public var label: String

  public init(offset: Int, removing: Int = 0, inserting: [UInt8] = [], label: String) {
    self.offset = offset
    self.removing = removing
    self.inserting = inserting
    self.label = label
  }

  public func apply(to bytes: inout [UInt8]) {
    let start = min(max(0, offset), bytes.count)
    let end = min(start + max(0, removing), bytes.count)
    bytes.replaceSubrange(start..<end, with: inserting)
  }

  public var description: String {
    "\(label) at byte \(offset)" + (removing > 0 ? " (replacing \(removing) bytes)" : "")
  }
}
