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
}
