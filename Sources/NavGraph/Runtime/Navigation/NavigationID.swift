@_spi(Reflection) import CasePaths

/// One step of a feature's position in the navigation tree: the key path (or enum case) that
/// reaches it, its enum tag and its `Identifiable` id (F-11, P-8). Cancellation ids are scoped by
/// a path of these, so a child's effects never collide with a sibling's.
public struct NavigationID: Hashable, @unchecked Sendable, CustomStringConvertible {
  enum Kind: Hashable {
    case keyPath(AnyKeyPath)
    case casePath(root: ObjectIdentifier, value: ObjectIdentifier)
    case root(Int)
  }

  let kind: Kind
  let identifier: AnyHashable?
  let tag: UInt32?

  /// The identity of `base` when reached through `keyPath`: tag and id are read off the value.
  init<Value>(base: Value, keyPath: AnyKeyPath) {
    self.kind = .keyPath(keyPath)
    self.tag = enumTag(base)
    self.identifier = identifiableID(of: base)
  }

  init<Root, Value>(root: Root.Type, value: Value, caseTag: UInt32?) {
    self.kind = .casePath(root: ObjectIdentifier(Root.self), value: ObjectIdentifier(Value.self))
    self.tag = caseTag
    self.identifier = identifiableID(of: value)
  }

  init(stackKeyPath: AnyKeyPath, elementID: StackElementID) {
    self.kind = .keyPath(stackKeyPath)
    self.tag = nil
    self.identifier = elementID
  }

  /// A component no other store shares (F-10).
  static func uniqueRoot() -> NavigationID {
    NavigationID(kind: .root(rootCounter.withValue { $0 += 1; return $0 }), identifier: nil, tag: nil)
  }

  private init(kind: Kind, identifier: AnyHashable?, tag: UInt32?) {
    self.kind = kind
    self.identifier = identifier
    self.tag = tag
  }

  public var description: String {
    let base: String
    switch kind {
    case let .keyPath(keyPath): base = "\(keyPath)"
    case .casePath: base = "case"
    case let .root(n): base = "store#\(n)"
    }
    return base + (tag.map { "[tag \($0)]" } ?? "") + (identifier.map { "[id \($0)]" } ?? "")
  }
}

private let rootCounter = LockIsolated(0)

/// The tag of the enum case `value` is in, or nil when it is not an enum.
func enumTag<Value>(_ value: Value) -> UInt32? {
  EnumMetadata(Value.self)?.tag(of: value)
}

/// The `Identifiable.id` of a value, or of the payload of the enum case it is in.
func identifiableID<Value>(of value: Value) -> AnyHashable? {
  if let identifiable = value as? any Identifiable { return anyID(identifiable) }
  guard EnumMetadata(Value.self) != nil,
    let payload = EnumMetadata.project(value)
  else { return nil }
  if let identifiable = payload as? any Identifiable { return anyID(identifiable) }
  return nil
}

/// Where a feature sits: the store's root component followed by one per presentation, stack
/// element or enum case on the way down.
public struct NavigationIDPath: Hashable, Sendable {
  var components: [NavigationID]

  public init() { self.components = [] }
  init(components: [NavigationID]) { self.components = components }

  func appending(_ id: NavigationID) -> NavigationIDPath {
    NavigationIDPath(components: components + [id])
  }

  /// Every prefix, the empty path and the path itself included (F-13).
  var prefixes: [NavigationIDPath] {
    (0...components.count).map { NavigationIDPath(components: Array(components.prefix($0))) }
  }
}

extension NavigationIDPath: DependencyKey {
  public static let liveValue = NavigationIDPath()
  public static let testValue = NavigationIDPath()
}

extension DependencyValues {
  /// The navigation path of the reducer (or effect) that is running; cancellation ids are
  /// registered and cancelled under it.
  public var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPath.self] }
    set { self[NavigationIDPath.self] = newValue }
  }
}

private func anyID<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
