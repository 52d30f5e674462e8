import Foundation

/// The dependencies a presented feature or a stack element runs with — its parent's, plus its
/// own `navigationIDPath` and `dismiss` (P-12, S-19) — kept from one action to the next.
///
/// Building them copies the parent's dependency table and writes two keys into it (each write
/// also reads a task-local), on every action and at every level: a large part of an action's
/// cost in a deep tree. They depend only on the parent's dependencies
/// and the child's path component, so when both are what they were for the previous action, the
/// previous result is the same value and is reused.
///
/// "The parent's dependencies are what they were" is an identity test: two `DependencyValues`
/// with the same bits hold the same tables, and those cannot have changed since, because this
/// cache holds a reference to them (they are copy-on-write). Different bits only mean the work
/// is done again, so the test can miss but never lies.
@usableFromInline
final class ChildDependencies: @unchecked Sendable {
  private let lock = NSLock()
  private var parent: DependencyValues?
  private var parentPath = NavigationIDPath()
  private var child: Child?

  /// A class: handing it out under the lock is one retain, not a copy of each field.
  @usableFromInline
  final class Child: @unchecked Sendable {
    let component: NavigationID
    @usableFromInline let path: NavigationIDPath
    @usableFromInline let dependencies: DependencyValues

    init(component: NavigationID, path: NavigationIDPath, dependencies: DependencyValues) {
      self.component = component
      self.path = path
      self.dependencies = dependencies
    }
  }

  @usableFromInline
  init() {}

  /// The navigation path in `parent`, the dependencies the reducer is running with.
  @usableFromInline
  func parentPath(in parent: DependencyValues) -> NavigationIDPath {
    lock.lock()
    defer { lock.unlock() }
    adopt(parent)
    return parentPath
  }

  /// The path of the child at `component` below the reducer running with `parent`, and the
  /// dependencies that child runs with.
  @usableFromInline
  func child(at component: NavigationID, in parent: DependencyValues) -> Child {
    lock.lock()
    defer { lock.unlock() }
    adopt(parent)
    if let child, child.component == component { return child }
    let path = parentPath.appending(component)
    var dependencies = parent
    dependencies.navigationIDPath = path
    dependencies.dismiss = DismissListeners.dismissEffect(for: path)
    let child = Child(component: component, path: path, dependencies: dependencies)
    self.child = child
    return child
  }

  /// The path of the child at `component` below the reducer running with `parent`: the one
  /// already built when that child is the one seen last.
  @usableFromInline
  func path(at component: NavigationID, in parent: DependencyValues) -> NavigationIDPath {
    lock.lock()
    defer { lock.unlock() }
    adopt(parent)
    if let child, child.component == component { return child.path }
    return parentPath.appending(component)
  }

  /// Starts over when `parent` is not the dependencies seen last.
  private func adopt(_ parent: DependencyValues) {
    if let known = self.parent, haveSameBits(known, parent) { return }
    self.parent = parent
    self.parentPath = parent.navigationIDPath
    self.child = nil
  }
}

/// One `memcmp`: comparing the buffers as sequences goes byte by byte, a loop that would cost
/// more than the rest of the cache's work.
private func haveSameBits(_ lhs: DependencyValues, _ rhs: DependencyValues) -> Bool {
  withUnsafeBytes(of: lhs) { lhs in
    withUnsafeBytes(of: rhs) { rhs in memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0 }
  }
}
