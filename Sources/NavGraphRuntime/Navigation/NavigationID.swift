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

  /// A stack element's id is kept unboxed: comparing paths, which the stack and presentation
  /// reducers do on every action, then never goes through `AnyHashable`.
  enum Identifier: Hashable {
    case element(StackElementID)
    case value(AnyHashable)
  }

  let kind: Kind
  let identifier: Identifier?
  let tag: UInt32?

  /// The identity of `base` when reached through `keyPath`: tag and id are read off the value.
  init<Value>(base: Value, keyPath: AnyKeyPath) {
    self.kind = .keyPath(keyPath)
    self.tag = enumTag(base)
    self.identifier = identifiableID(of: base).map(Identifier.value)
  }

  @usableFromInline
  init(keyPath: AnyKeyPath, tag: UInt32?, identifier: AnyHashable?) {
    self.kind = .keyPath(keyPath)
    self.tag = tag
    self.identifier = identifier.map(Identifier.value)
  }

  init<Root, Value>(root: Root.Type, value: Value, caseTag: UInt32?) {
    self.kind = .casePath(root: ObjectIdentifier(Root.self), value: ObjectIdentifier(Value.self))
    self.tag = caseTag
    self.identifier = identifiableID(of: value).map(Identifier.value)
  }

  @usableFromInline
  init(stackKeyPath: AnyKeyPath, elementID: StackElementID) {
    self.kind = .keyPath(stackKeyPath)
    self.tag = nil
    self.identifier = .element(elementID)
  }

  /// Whether this is a store's own root component (``uniqueRoot()``).
  var isStoreRoot: Bool {
    if case .root = kind { return true }
    return false
  }

  /// A component no other store shares (F-10).
  static func uniqueRoot() -> NavigationID {
    NavigationID(
      kind: .root(rootCounter.withValue { $0 += 1; return $0 }), identifier: nil, tag: nil)
  }

  private init(kind: Kind, identifier: Identifier?, tag: UInt32?) {
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
    let id: String?
    switch identifier {
    case let .element(elementID)?: id = elementID.debugDescription
    case let .value(value)?: id = "\(value)"
    case nil: id = nil
    }
    return base + (tag.map { "[tag \($0)]" } ?? "") + (id.map { "[id \($0)]" } ?? "")
  }

  /// Cheapest test first: tag, then id, then the key path (equal key paths are usually the same
  /// object, which `==` checks first).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.tag == rhs.tag else { return false }
    // Stack elements (compared on every element action) without the synthesized comparison of
    // optional enums holding an `AnyHashable`.
    if case let .element(left)? = lhs.identifier {
      guard case let .element(right)? = rhs.identifier, left == right else { return false }
    } else if lhs.identifier != rhs.identifier {
      return false
    }
    if case let .keyPath(left) = lhs.kind, case let .keyPath(right) = rhs.kind {
      return left === right || left == right
    }
    return lhs.kind == rhs.kind
  }

  /// A key path is hashed by its class (`KeyPath<Root, Value>`), which equal key paths share
  /// (`==` on key paths rejects different classes first), instead of by walking its components:
  /// paths are hashed on every registration of cancellable work. Sibling fields of one type
  /// collide; the tag and the id still tell elements and cases apart.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tag)
    hasher.combine(identifier)
    switch kind {
    case let .keyPath(keyPath):
      hasher.combine(0)
      hasher.combine(ObjectIdentifier(type(of: keyPath)))
    case let .casePath(root, value):
      hasher.combine(1)
      hasher.combine(root)
      hasher.combine(value)
    case let .root(number):
      hasher.combine(2)
      hasher.combine(number)
    }
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
  let components: [NavigationID]
  /// A hash of the components, kept next to them rather than computed when the path is hashed.
  /// Paths are the keys of the tables of live dismiss listeners and cancellable work, which hold
  /// one entry per mounted feature; every probe of those tables compares paths, and reading
  /// the components (on the heap) of thousands of entries would make each lookup a string of
  /// cache misses. Two paths with different fingerprints differ, so most comparisons end here.
  let fingerprint: Int

  public init() {
    self.components = []
    self.fingerprint = 0
  }

  init(components: [NavigationID]) {
    self.components = components
    self.fingerprint = components.reduce(0, Self.fingerprint(extending:with:))
  }

  private init(components: [NavigationID], fingerprint: Int) {
    self.components = components
    self.fingerprint = fingerprint
  }

  /// The fingerprint of this path's prefix of `fingerprint` extended by `component`: the
  /// prefixes' fingerprints can be computed one after the other without building the prefixes.
  static func fingerprint(extending fingerprint: Int, with component: NavigationID) -> Int {
    var hasher = Hasher()
    hasher.combine(fingerprint)
    hasher.combine(component)
    return hasher.finalize()
  }

  func appending(_ id: NavigationID) -> NavigationIDPath {
    var components = components
    components.append(id)
    return NavigationIDPath(
      components: components, fingerprint: Self.fingerprint(extending: fingerprint, with: id))
  }

  /// Paths that differ usually differ at the end (the feature itself), so compare from there.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.fingerprint == rhs.fingerprint,
      lhs.components.count == rhs.components.count
    else { return false }
    // The same storage (a path kept from an earlier action, see `ChildDependencies`).
    if lhs.components.withUnsafeBufferPointer({ $0.baseAddress })
      == rhs.components.withUnsafeBufferPointer({ $0.baseAddress })
    {
      return true
    }
    var index = lhs.components.endIndex
    while index > lhs.components.startIndex {
      index -= 1
      guard lhs.components[index] == rhs.components[index] else { return false }
    }
    return true
  }

  /// The fingerprint: equal paths have equal components, so equal fingerprints.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }

  /// Whether this path is the first `length` components of `other` (its fingerprint, when it is
  /// that prefix, is `prefixFingerprint`).
  func isPrefix(of other: NavigationIDPath, length: Int, prefixFingerprint: Int) -> Bool {
    guard fingerprint == prefixFingerprint, components.count == length,
      length <= other.components.count
    else { return false }
    if length == other.components.count { return self == other }
    var index = length
    while index > 0 {
      index -= 1
      guard components[index] == other.components[index] else { return false }
    }
    return true
  }

  /// Every prefix, the empty path and the path itself included (F-13).
  var prefixes: [NavigationIDPath] {
    var prefixes = [NavigationIDPath()]
    prefixes.reserveCapacity(components.count + 1)
    for component in components { prefixes.append(prefixes.last!.appending(component)) }
    return prefixes
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
