/// The elements of a tuple type, read from its runtime metadata: each element's type and its
/// offset in the tuple. A stack action's `.element(id:action:)` payload is a tuple, and its
/// `action` is where the rest of the action's key is (``ActionKeyPlan``).
///
/// Tuple metadata is laid out by the Swift ABI: the kind (0x301), the element count, a pointer
/// to the labels, then one (type, offset) pair per element, two words each. The offset is a
/// 32-bit field outside Apple's platforms (the rest of its word is padding), so only those 32
/// bits are read.
struct TupleLayout {
  struct Element {
    let type: any Any.Type
    let offset: Int
  }

  let elements: [Element]

  init?(_ type: any Any.Type) {
    let word = MemoryLayout<UInt>.size
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: UInt.self) == 0x301 else { return nil }
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    elements = (0..<count).map { index in
      let element = metadata.advanced(by: 3 * word + index * 2 * word)
      return Element(
        type: unsafeBitCast(element.load(as: UnsafeRawPointer.self), to: Any.Type.self),
        offset: Int(element.load(fromByteOffset: word, as: UInt32.self)))
    }
  }
}
