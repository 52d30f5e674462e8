/// A cancellation id as the registry sees it: the id's value, its dynamic type (so two empty
/// structs of different types never collide, F-16) and the navigation path it is scoped to.
@usableFromInline
struct CancelKey: Hashable, @unchecked Sendable {
  let id: AnyHashable
  let type: ObjectIdentifier
  let path: NavigationIDPath

  init(id: some Hashable, path: NavigationIDPath) {
    self.id = AnyHashable(id)
    self.type = ObjectIdentifier(Swift.type(of: id as Any))
    self.path = path
  }

  private init(id: AnyHashable, type: ObjectIdentifier, path: NavigationIDPath) {
    self.id = id
    self.type = type
    self.path = path
  }

  func with(path: NavigationIDPath) -> CancelKey {
    CancelKey(id: id, type: type, path: path)
  }

  /// The id last: comparing `AnyHashable`s is a dynamic cast, and most keys the registry's
  /// table probes differ in their type or path already.
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.path == rhs.path && lhs.id == rhs.id
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(path)
    hasher.combine(id)
  }
}
