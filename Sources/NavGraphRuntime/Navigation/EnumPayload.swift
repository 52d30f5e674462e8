@_spi(Reflection) import CasePaths
import ConcurrencyExtras

/// `EnumMetadata.project` (CasePaths), with each case's payload type looked up once.
///
/// CasePaths finds a payload's type from its mangled name on every call
/// (`swift_getTypeByMangledName`, about a microsecond), and the trace recorder projects the cases
/// of every action it describes. Here the type, and whether the case is `indirect`, are kept per
/// enum type and case; the payload is then read as CasePaths reads it, with the same result.
package enum EnumPayload {
  private struct CaseKey: Hashable {
    let type: ObjectIdentifier
    let tag: UInt32
  }

  private struct CaseFacts: @unchecked Sendable {
    let payloadType: any Any.Type
    let isIndirect: Bool
  }

  private struct TypeFacts: @unchecked Sendable {
    let layout: EnumLayout
    let readsPayloads: Bool
  }

  private static let types = LockIsolated<[ObjectIdentifier: TypeFacts]>([:])
  private static let cases = LockIsolated<[CaseKey: CaseFacts]>([:])

  /// The payload of `value`, an enum (not an `Optional`) whose case is `tag`; nil where
  /// `EnumMetadata.project` gives nil.
  package static func project<Enum>(_ value: Enum, tag: UInt32, metadata: EnumMetadata) -> Any? {
    let typeID = ObjectIdentifier(Enum.self)
    guard let type = typeFacts(of: Enum.self, id: typeID), type.readsPayloads else { return nil }
    let key = CaseKey(type: typeID, tag: tag)
    let facts =
      cases.withValue { $0[key] }
      ?? {
        let facts = CaseFacts(
          payloadType: unwrappingSingleElementTuple(metadata.associatedValueType(forTag: tag)),
          isIndirect: type.layout.isIndirectCase(tag: tag))
        cases.withValue { $0[key] = facts }
        return facts
      }()
    return type.layout.payload(
      of: value, tag: tag, isIndirect: facts.isIndirect, type: facts.payloadType)
  }

  private static func typeFacts<Enum>(of _: Enum.Type, id: ObjectIdentifier) -> TypeFacts? {
    if let known = types.withValue({ $0[id] }) { return known }
    guard let layout = EnumLayout(Enum.self) else { return nil }
    let facts = TypeFacts(layout: layout, readsPayloads: layout.hasFieldDescriptor)
    types.withValue { $0[id] = facts }
    return facts
  }

  /// `case a(state: S)` has the payload type `(state: S)`; CasePaths reads it as an `S`.
  package static func unwrappingSingleElementTuple(_ type: any Any.Type) -> any Any.Type {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    // Tuple metadata (kind 0x301): kind, element count, labels, then (type, offset) pairs.
    guard metadata.load(as: UInt.self) == 0x301,
      metadata.load(fromByteOffset: pointer, as: UInt.self) == 1
    else { return type }
    let element = metadata.load(fromByteOffset: 3 * pointer, as: UnsafeRawPointer.self)
    return unsafeBitCast(element, to: Any.Type.self)
  }
}
