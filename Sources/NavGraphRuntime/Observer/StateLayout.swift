import ConcurrencyExtras

// `_forEachFieldWithKeyPath` is the standard library's reflection entry point (SPI) that hands
// out a key path per stored property, with its name: what `Mirror` walks, found once per type.
// Linux toolchains ship the standard library's private interface; Apple SDKs may not, so there
// the layout is not built and the reader falls back to `Mirror` (same output, slower tracing).
#if os(Linux)
@_spi(Reflection) import Swift
#endif

/// The stored fields of a state type through which navigation can be reached, each with the key
/// path that reads it, found once per type and kept for the process.
///
/// Tracing reads navigation state after every action; walking each state with `Mirror` (a box per
/// field, every field, every step) would cost more than the rest of tracing together. The layout
/// says which fields can hold navigation (presentation and stack state, rows, a struct that holds
/// some, an existential or optional that may) so the other fields are never read.
///
/// Fields are the stored properties, as `Mirror` lists them for a struct without a custom mirror;
/// a custom mirror on a state type does not hide or add navigation here.
package struct StateLayout: Sendable {
  package enum Kind: Sendable {
    case presentation, stack, rows
    /// A struct that has navigation in its own fields.
    case structure
    /// An optional: `ifLet(\.field)` navigation; the diff looks inside only when it may hold a
    /// presentation or stack directly (a dynamic cast unwraps an optional).
    case optional(mayHoldContainer: Bool)
    /// An existential (or a type the runtime cannot lay out): its dynamic value decides.
    case dynamic
    /// Anything else (numbers, strings, arrays, enums, classes): never navigation.
    case plain
  }

  package struct Field: @unchecked Sendable {
    /// The stored name without the property wrapper's underscore (`destination` for
    /// `@Presents var destination`).
    package let label: String
    package let keyPath: AnyKeyPath
    package let kind: Kind

    /// Whether the navigation diff walks into this field.
    package var isWalkedByDiff: Bool {
      switch kind {
      case .presentation, .stack, .rows, .structure, .dynamic: true
      case let .optional(mayHoldContainer): mayHoldContainer
      case .plain: false
      }
    }
  }

  /// Every stored field, in declaration order.
  package let fields: [Field]
  /// Whether any field can lead to navigation.
  package let holdsNavigation: Bool

  /// The layout of a struct type; `nil` for other types, and for a struct whose fields the
  /// runtime cannot list (then `Mirror` is the only way in).
  package static func of(_ type: any Any.Type) -> StateLayout? {
    let key = ObjectIdentifier(type)
    if let known = cache.withValue({ $0[key] }) { return known }
    let layout = metadataKind(of: type) == structKind ? build(type) : nil
    cache.withValue { $0[key] = layout }
    return layout
  }

  private static let cache = LockIsolated<[ObjectIdentifier: StateLayout?]>([:])

  private static func build<Root>(_ type: Root.Type) -> StateLayout? {
    #if os(Linux)
    var fields: [Field] = []
    let listed = _forEachFieldWithKeyPath(of: Root.self) { name, keyPath in
      let valueType = Swift.type(of: keyPath as AnyKeyPath).valueType
      fields.append(
        Field(
          label: storedFieldName(String(cString: name)), keyPath: keyPath,
          kind: kind(of: valueType)))
      return true
    }
    guard listed else { return nil }
    let holdsNavigation = fields.contains {
      if case .plain = $0.kind { return false }
      if case .optional(false) = $0.kind { return false }
      return true
    }
    return StateLayout(fields: fields, holdsNavigation: holdsNavigation)
    #else
    return nil
    #endif
  }

  private static func kind(of type: any Any.Type) -> Kind {
    if type is any _PresentationStateReflecting.Type { return .presentation }
    if type is any _StackStateReflecting.Type { return .stack }
    if type is any _IdentifiedArrayReflecting.Type { return .rows }
    switch metadataKind(of: type) {
    case structKind:
      // A struct the runtime cannot list is read with `Mirror`, as before.
      guard let layout = of(type) else { return .dynamic }
      return layout.holdsNavigation ? .structure : .plain
    case optionalKind:
      let wrapped = (type as? any _OptionalReflecting.Type)?.wrappedType
      let mayHoldContainer = wrapped.map { kind(of: $0).isContainerOrDynamic } ?? true
      return .optional(mayHoldContainer: mayHoldContainer)
    case existentialKind:
      return .dynamic
    default:
      return .plain
    }
  }
}

extension StateLayout.Kind {
  fileprivate var isContainerOrDynamic: Bool {
    switch self {
    case .presentation, .stack, .rows, .dynamic, .optional(true): true
    default: false
    }
  }
}

/// An optional's wrapped type, read from the metatype (a dynamic cast of an optional *value*
/// would look inside it instead).
private protocol _OptionalReflecting {
  static var wrappedType: any Any.Type { get }
}

extension Optional: _OptionalReflecting {
  package static var wrappedType: any Any.Type { Wrapped.self }
}

/// Whether values of `type` are enums (not optionals): only those have a case to read.
package func isEnumType(_ type: any Any.Type) -> Bool {
  metadataKind(of: type) == enumKind
}

/// Whether `type` is a struct or a non-`Optional` enum.
package func isStructOrEnum(_ type: any Any.Type) -> Bool {
  let kind = metadataKind(of: type)
  return kind == structKind || kind == enumKind
}

// Metadata kinds (the first word of a type's metadata), as the Swift ABI fixes them.
package let structKind: UInt = 0x200
package let enumKind: UInt = 0x201
package let optionalKind: UInt = 0x202
package let existentialKind: UInt = 0x303

package func metadataKind(of type: any Any.Type) -> UInt {
  unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
}
