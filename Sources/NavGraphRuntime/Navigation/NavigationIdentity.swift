@_spi(Reflection) import CasePaths
import Foundation

/// What tells one destination of type `Value` from another (P-8: enum case and `Identifiable`
/// id) and whether it is ephemeral (P-40), worked out once per type, and once per enum case,
/// instead of with dynamic casts and payload reflection on every action. For the common case, a
/// struct that is not `Identifiable`, an identity costs nothing to compute.
@usableFromInline
final class NavigationIdentity<Value>: @unchecked Sendable {
  private let enumMetadata: EnumMetadata?
  private let readsIDFromValue: Bool
  private let isEphemeralType: Bool
  /// A struct that is not `Identifiable` (the common destination): every value has the same
  /// identity and none is ephemeral, answered without a call into this generic class.
  @usableFromInline let isPlain: Bool
  private let lock = NSLock()
  private var cases: [UInt32: DestinationCaseFacts] = [:]

  @usableFromInline
  init() {
    self.enumMetadata = EnumMetadata(Value.self)
    // Only a struct or enum's static type says for sure whether the value is `Identifiable`;
    // for anything else (a class, an existential) ask the value, as `NavigationID(base:)` does.
    self.readsIDFromValue = Value.self is any Identifiable.Type || !isStructOrEnum(Value.self)
    self.isEphemeralType = Value.self is any _EphemeralState.Type
    self.isPlain = !readsIDFromValue && enumMetadata == nil && !isEphemeralType
  }

  /// The component `value` adds to a navigation path when reached through `keyPath`.
  @inlinable
  func id(of value: Value, keyPath: AnyKeyPath) -> NavigationID {
    if isPlain { return NavigationID(keyPath: keyPath, tag: nil, identifier: nil) }
    return computedID(of: value, keyPath: keyPath)
  }

  @usableFromInline
  func computedID(of value: Value, keyPath: AnyKeyPath) -> NavigationID {
    if readsIDFromValue {
      return NavigationID(
        keyPath: keyPath, tag: enumMetadata?.tag(of: value), identifier: identifiableID(of: value))
    }
    guard let enumMetadata else { return NavigationID(keyPath: keyPath, tag: nil, identifier: nil) }
    let tag = enumMetadata.tag(of: value)
    let identifier =
      facts(forTag: tag, of: enumMetadata).payloadIsIdentifiable
      ? identifiableID(of: value) : nil
    return NavigationID(keyPath: keyPath, tag: tag, identifier: identifier)
  }

  /// Whether `value` is an alert or dialog, directly or as its enum case's payload (P-40).
  @inlinable
  func isEphemeral(_ value: Value) -> Bool {
    isPlain ? false : computedIsEphemeral(value)
  }

  @usableFromInline
  func computedIsEphemeral(_ value: Value) -> Bool {
    if isEphemeralType { return true }
    guard let enumMetadata else { return false }
    guard facts(forTag: enumMetadata.tag(of: value), of: enumMetadata).payloadIsEphemeral else {
      return false
    }
    return NavGraphRuntime.isEphemeral(value)
  }

  private func facts(forTag tag: UInt32, of metadata: EnumMetadata) -> DestinationCaseFacts {
    lock.lock()
    defer { lock.unlock() }
    if let facts = cases[tag] { return facts }
    let payloadType = metadata.associatedValueType(forTag: tag)
    // The static payload type decides only for plain structs and enums. Anything else keeps the
    // (slower) road through the payload's dynamic type, which can say more: a labelled single
    // payload (`case a(state: S)`) is a tuple type, an existential or a class can hold an
    // `Identifiable` value, and a dynamic cast looks through an `Optional`.
    let needsReflection = payloadType != Void.self && !isStructOrEnum(payloadType)
    let facts = DestinationCaseFacts(
      payloadIsIdentifiable: needsReflection || payloadType is any Identifiable.Type,
      payloadIsEphemeral: needsReflection || payloadType is any _EphemeralState.Type)
    cases[tag] = facts
    return facts
  }
}

/// What a ``NavigationIdentity`` knows about one enum case. Outside the generic class: a type
/// nested in it would be generic too, and using it would look up its metadata.
private struct DestinationCaseFacts {
  var payloadIsIdentifiable: Bool
  var payloadIsEphemeral: Bool
}
