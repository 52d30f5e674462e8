/// An action that writes one value of `Root` at a key path: what a view's binding sends, and what
/// ``BindingReducer`` applies (B-1…B-4).
public struct BindingAction<Root>: CasePathable, Equatable, @unchecked Sendable {
  /// The field written.
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  let write: @Sendable (inout Root) -> Void
  let isEqual: @Sendable (any Sendable) -> Bool

  /// Writes `value` at `keyPath` (B-1).
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    let keyPath = UncheckedSendable(keyPath)
    return Self(
      keyPath: keyPath.value, value: value,
      write: { $0[keyPath: keyPath.value] = value },
      isEqual: { ($0 as? Value) == value })
  }

  /// Applies the write to `root`.
  public func apply(to root: inout Root) { write(&root) }

  /// Equal when they write the same field with equal values (B-2).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqual(rhs.value)
  }

  /// `\.binding.isOn`: the case path of the actions that write one field, whose value is the
  /// value written (B-3).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { .set(keyPath.value, $0) },
        extract: { $0.keyPath == keyPath.value ? $0.value as? Value : nil })
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: CustomDumpReflectable {
  /// Dumps as the write it makes: `.set(\State.isOn, true)`.
  public var customDumpMirror: Mirror {
    Mirror(self, children: ["set": (keyPath as AnyKeyPath, value)], displayStyle: .enum)
  }
}

/// An action with a case holding ``BindingAction``s of the feature's `State` (B-4).
public protocol BindableAction {
  associatedtype State
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this action holds, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Read by reflection: the payload of the case named `binding`.
  public var binding: BindingAction<State>? {
    guard let payload = Mirror(reflecting: self).children.first, payload.label == "binding"
    else { return nil }
    return payload.value as? BindingAction<State>
  }

  /// `.set(\.isOn, true)`: the binding action writing `value` at `keyPath`, as this action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
