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
    let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
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

  /// Calls `body` with the address of the payload of a copy of the value at `pointer`, whose
  /// case is `tag` (inside the heap box of an `indirect` case).
  package func withPayload<Root, Result>(
    of pointer: UnsafePointer<Root>, tag: UInt32, isIndirect: Bool,
    _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    var root = pointer.pointee
    return withUnsafeMutableBytes(of: &root) { bytes in
      let pointer = bytes.baseAddress!
      project(pointer, metadata)
      defer { inject(pointer, tag, metadata) }
      guard isIndirect else { return body(UnsafeRawPointer(pointer)) }
      // An indirect case holds a heap box: skip its header (metadata and reference counts).
      return body(
        pointer.load(as: UnsafeRawPointer.self)
          .advanced(by: 2 * MemoryLayout<UnsafeRawPointer>.size))
    }
  }

  /// A copy of the payload of `root`, whose case is `tag`.
  package func payload<Root, Value>(
    of root: Root, tag: UInt32, isIndirect: Bool, as _: Value.Type
  ) -> Value {
    var root = root
    return withUnsafeMutableBytes(of: &root) { bytes in
      let pointer = bytes.baseAddress!
      project(pointer, metadata)
      defer { inject(pointer, tag, metadata) }
      guard isIndirect else { return pointer.load(as: Value.self) }
      // An indirect case holds a heap box: skip its header (metadata and reference counts).
      return pointer.load(as: UnsafeRawPointer.self)
        .load(fromByteOffset: 2 * MemoryLayout<UnsafeRawPointer>.size, as: Value.self)
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
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    return descriptor.load(fromByteOffset: 16, as: Int32.self) != 0
  }

  /// The number of cases, from the field descriptor (0 without one).
  package var caseCount: UInt32 {
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    guard fieldsOffset != 0 else { return 0 }
    return descriptor.advanced(by: 16 + Int(fieldsOffset)).load(fromByteOffset: 12, as: UInt32.self)
  }

  /// Whether case `tag` is `indirect`, from the field descriptor's records (flag bit 0).
  package func isIndirectCase(tag: UInt32) -> Bool {
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
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
