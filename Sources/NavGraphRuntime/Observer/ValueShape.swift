import ConcurrencyExtras

/// What a value the navigation diff reaches is: presentation state, stack state, identified
/// rows, or something else; worked out once per type where the type alone decides.
///
/// Asking the value three protocol casts at every level of every step would cost a conformance
/// lookup each, most of them failing on plain feature state. For a struct or enum the type's
/// conformances give the same answers as the value's casts, so they are asked once. For an
/// optional (a cast looks inside it), `AnyHashable` (likewise) and anything else, the value is
/// asked every time.
enum ValueShape: Equatable {
  case presentation, stack, rows
  /// A struct that is none of the above and not `Identifiable`.
  case plainStruct
  case other

  static func of(_ value: Any) -> ValueShape {
    let type = Swift.type(of: value)
    guard isStructOrEnum(type), type != AnyHashable.self else { return askingTheValue(value) }
    let key = ObjectIdentifier(type)
    if let known = cache.withValue({ $0[key] }) { return known }
    let asked = askingTheValue(value)
    let shape: ValueShape =
      asked == .other && metadataKind(of: type) == structKind && !(type is any Identifiable.Type)
      ? .plainStruct : asked
    cache.withValue { $0[key] = shape }
    return shape
  }

  private static let cache = LockIsolated<[ObjectIdentifier: ValueShape]>([:])

  private static func askingTheValue(_ value: Any) -> ValueShape {
    if value is any _PresentationStateReflecting { return .presentation }
    if value is any _StackStateReflecting { return .stack }
    if value is any _IdentifiedArrayReflecting { return .rows }
    return .other
  }
}
