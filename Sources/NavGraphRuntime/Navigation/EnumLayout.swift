/// The few pieces of an enum's runtime metadata needed to read a payload in place: the value
/// witnesses that read the tag and project the payload (and put the tag back), and the
/// "indirect" flag of each case. This is the stable Swift ABI, read the same way CasePaths reads
/// it.
package struct EnumLayout: @unchecked Sendable {
  private typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer)
    -> Void

  private let metadata: UnsafeRawPointer
  private let getTag: GetTag
  private let project: Project
  private let inject: Inject

  package init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Metadata kind 0x201: a (non-Optional) enum.
    guard metadata.load(as: UInt.self) == 0x201 else { return nil }
    let witnesses = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    // After 8 function pointers, size, stride, flags and extra-inhabitant count come the enum
    // witnesses: getEnumTag, destructiveProjectEnumData, destructiveInjectEnumData.
    let enumWitnesses = 10 * pointer + 2 * 4
    self.metadata = metadata
    self.getTag = witnesses.load(fromByteOffset: enumWitnesses, as: GetTag.self)
    self.project = witnesses.load(fromByteOffset: enumWitnesses + pointer, as: Project.self)
    self.inject = witnesses.load(fromByteOffset: enumWitnesses + 2 * pointer, as: Inject.self)
  }

  package func tag<Root>(of root: Root) -> UInt32 {
    withUnsafePointer(to: root) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// The tag of the enum value at `pointer`, read in place.
  package func tag(at pointer: UnsafeRawPointer) -> UInt32 {
    getTag(pointer, metadata)
  }

  /// Calls `body` with the address of the payload of the value at `pointer`, whose case is
  /// `tag` (inside the heap box of an `indirect` case).
  ///
  /// A value of up to 64 bytes is projected in a bitwise copy on the stack, not a Swift copy:
  /// projecting only clears the tag's bits and never touches reference counts, and the bitwise
  /// copy is never destroyed, so no reference in the value is retained or released (each an
  /// atomic operation, at every level of every traced action). What `body` reads through the
  /// address is borrowed from the value at `pointer`, which outlives the call. A larger or
  /// more aligned value is copied as Swift copies it, and its tag put back before it goes.
  package func withPayload<Root, Result>(
    of pointer: UnsafePointer<Root>, tag: UInt32, isIndirect: Bool,
    _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    guard MemoryLayout<Root>.size <= MemoryLayout<ProjectionBytes>.size,
      MemoryLayout<Root>.alignment <= MemoryLayout<ProjectionBytes>.alignment
    else { return withPayloadOfCopy(of: pointer, tag: tag, isIndirect: isIndirect, body) }
    // A concrete buffer rather than `withUnsafeTemporaryAllocation`: in unspecialized code that
    // looks up generic metadata on every call.
    var bytes = ProjectionBytes()
    return withUnsafeMutableBytes(of: &bytes) { buffer in
      let copy = buffer.baseAddress!
      copy.copyMemory(from: pointer, byteCount: MemoryLayout<Root>.size)
      project(copy, metadata)
      return body(Self.payloadAddress(in: UnsafeRawPointer(copy), isIndirect: isIndirect))
    }
  }

  private func withPayloadOfCopy<Root, Result>(
    of pointer: UnsafePointer<Root>, tag: UInt32, isIndirect: Bool,
    _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    var root = pointer.pointee
    return withUnsafeMutableBytes(of: &root) { bytes in
      let pointer = bytes.baseAddress!
      project(pointer, metadata)
      defer { inject(pointer, tag, metadata) }
      return body(Self.payloadAddress(in: UnsafeRawPointer(pointer), isIndirect: isIndirect))
    }
  }

  /// The payload's address in a projected value: the value itself, or for an indirect case
  /// inside its heap box, past the box's header (metadata and reference counts).
  private static func payloadAddress(
    in projected: UnsafeRawPointer, isIndirect: Bool
  ) -> UnsafeRawPointer {
    guard isIndirect else { return projected }
    return projected.load(as: UnsafeRawPointer.self)
      .advanced(by: 2 * MemoryLayout<UnsafeRawPointer>.size)
  }

  /// A copy of the payload of `root`, whose case is `tag`.
  package func payload<Root, Value>(
    of root: Root, tag: UInt32, isIndirect: Bool, as _: Value.Type
  ) -> Value {
    withUnsafePointer(to: root) { pointer in
      withPayload(of: pointer, tag: tag, isIndirect: isIndirect) { $0.load(as: Value.self) }
    }
  }

  /// A copy of the payload of `root`, whose case is `tag`, as `Any`.
  package func payload<Root>(
    of root: Root, tag: UInt32, isIndirect: Bool, type: any Any.Type
  ) -> Any {
    func load<Value>(_: Value.Type) -> Any {
      payload(of: root, tag: tag, isIndirect: isIndirect, as: Value.self)
    }
    return _openExistential(type, do: load)
  }

  /// Whether the type has a field descriptor (records of its cases); without one, CasePaths
  /// reads no payloads.
  package var hasFieldDescriptor: Bool {
    let descriptor = metadata.load(
      fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    return descriptor.load(fromByteOffset: 16, as: Int32.self) != 0
  }

  /// The number of cases, from the field descriptor (0 without one).
  package var caseCount: UInt32 {
    let descriptor = metadata.load(
      fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    guard fieldsOffset != 0 else { return 0 }
    return descriptor.advanced(by: 16 + Int(fieldsOffset)).load(fromByteOffset: 12, as: UInt32.self)
  }

  /// Whether case `tag` is `indirect`, from the field descriptor's records (flag bit 0).
  package func isIndirectCase(tag: UInt32) -> Bool {
    let descriptor = metadata.load(
      fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    guard fieldsOffset != 0 else { return false }
    let fields = descriptor.advanced(by: 16 + Int(fieldsOffset))
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < count else { return false }
    let flags = fields.load(fromByteOffset: 16 + Int(tag) * recordSize, as: UInt32.self)
    return flags & 1 != 0
  }
}

/// Room for a bitwise copy of an enum value of up to 64 bytes, to project its payload in (see
/// ``EnumLayout/withPayload(of:tag:isIndirect:_:)``).
private struct ProjectionBytes {
  var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
}
