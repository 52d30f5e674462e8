@_spi(Reflection) import CasePaths
import Foundation

/// A case path into `Root` that, once it has seen its case, reads the payload straight out of
/// the enum's memory instead of going through the case key path machinery (boxing into `Any`,
/// a dynamic cast and a key path projection per call: about a microsecond, twice per action in
/// a stack → destination tree).
///
/// Only for the `action:` paths of `ifLet` on `PresentationState` and `forEach` on `StackState`,
/// where `Value` is a `PresentationAction` or a `StackAction`. There the shortcut is provably the
/// same as the case path: if the case's payload has exactly the type `Value`, the path cannot go
/// any deeper (neither type has a case whose payload is itself), so it names exactly that case.
/// Until that is proven the slow path answers; if it can't be, the slow path answers always.
final class ProjectingCasePath<Root, Value>: @unchecked Sendable {
  let casePath: AnyCasePath<Root, Value>
  private let layout: EnumLayout?
  private let lock = NSLock()
  private var state = Learning.unknown

  private enum Learning {
    case unknown
    case projecting(tag: UInt32, isIndirect: Bool)
    case notProjectable
  }

  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.layout = EnumLayout(Root.self)
  }

  func embed(_ value: Value) -> Root { casePath.embed(value) }

  func extract(from root: Root) -> Value? {
    guard let layout else { return casePath.extract(from: root) }
    lock.lock()
    let state = state
    lock.unlock()
    switch state {
    case let .projecting(tag, isIndirect):
      guard layout.tag(of: root) == tag else { return nil }
      return layout.payload(of: root, tag: tag, isIndirect: isIndirect, as: Value.self)
    case .notProjectable:
      return casePath.extract(from: root)
    case .unknown:
      let value = casePath.extract(from: root)
      if value != nil { learn(from: root, layout: layout) }
      return value
    }
  }

  private func learn(from root: Root, layout: EnumLayout) {
    let tag = layout.tag(of: root)
    let payload = EnumMetadata.project(root)
    let learned: Learning =
      payload.map({ type(of: $0) == Value.self }) == true
      ? .projecting(tag: tag, isIndirect: layout.isIndirectCase(tag: tag)) : .notProjectable
    lock.lock()
    state = learned
    lock.unlock()
  }
}

/// The few pieces of an enum's runtime metadata needed to read a payload in place: the value
/// witnesses that read the tag and project the payload (and put the tag back), and the
/// "indirect" flag of each case. This is the stable Swift ABI, read the same way CasePaths reads
/// it.
private struct EnumLayout {
  private typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer)
    -> Void

  private let metadata: UnsafeRawPointer
  private let getTag: GetTag
  private let project: Project
  private let inject: Inject

  init?(_ type: Any.Type) {
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

  func tag<Root>(of root: Root) -> UInt32 {
    withUnsafePointer(to: root) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// A copy of the payload of `root`, whose case is `tag`.
  func payload<Root, Value>(
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

  /// Whether case `tag` is `indirect`, from the field descriptor's records (flag bit 0).
  func isIndirectCase(tag: UInt32) -> Bool {
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
