/// A cancellation id as the registry sees it: the id's value, its dynamic type (so two empty
/// structs of different types never collide, F-16) and the navigation path it is scoped to.
@usableFromInline
struct CancelKey: Hashable, @unchecked Sendable {
  let id: AnyHashable
  let type: ObjectIdentifier
  let path: NavigationIDPath
  /// Whether the id's type has no stored data (`struct TimerID: Hashable {}`, the presented
  /// effects' id): then any two ids of that type are equal, which `==` need not ask.
  let idIsEmpty: Bool
  /// The id's hash (0 for an empty id type), so the registry's digests need not hash it again.
  let idHash: Int

  init<ID: Hashable>(id: ID, path: NavigationIDPath) {
    self.id = AnyHashable(id)
    self.type = ObjectIdentifier(Swift.type(of: id as Any))
    self.path = path
    self.idIsEmpty = MemoryLayout<ID>.size == 0 && Swift.type(of: id as Any) == ID.self
    self.idHash = idIsEmpty ? 0 : self.id.hashValue
  }

  private init(
    id: AnyHashable, type: ObjectIdentifier, path: NavigationIDPath, idIsEmpty: Bool, idHash: Int
  ) {
    self.id = id
    self.type = type
    self.path = path
    self.idIsEmpty = idIsEmpty
    self.idHash = idHash
  }

  func with(path: NavigationIDPath) -> CancelKey {
    CancelKey(id: id, type: type, path: path, idIsEmpty: idIsEmpty, idHash: idHash)
  }

  /// The registry's digest of this key with its path cut to a prefix whose fingerprint is
  /// `pathFingerprint` (see ``DigestTable``).
  func digest(pathFingerprint: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(type)
    hasher.combine(pathFingerprint)
    hasher.combine(idHash)
    return hasher.finalize()
  }

  /// Whether `self` is `key` with its path cut to `length` components.
  func isPrefix(of key: CancelKey, length: Int, pathFingerprint: Int) -> Bool {
    type == key.type
      && path.isPrefix(of: key.path, length: length, prefixFingerprint: pathFingerprint)
      && (idIsEmpty || id == key.id)
  }

  /// The id last, and not at all for an empty type: comparing `AnyHashable`s is a dynamic cast,
  /// and most keys the registry's table probes differ in their type or path already.
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.path == rhs.path && (lhs.idIsEmpty || lhs.id == rhs.id)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(path)
    hasher.combine(idHash)
  }
}
