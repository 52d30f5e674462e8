import Foundation

// The internals TCA's own tests read, under the names and the SPI they have in TCA
// (`@_spi(Internals)`), so those tests run against the runtime unchanged (E-22): the
// cancellation registry (F-13…F-16), a cancellation key, and navigation paths built by hand.

/// The cancellation registry, as TCA's test base class and cancellation tests inspect it: every
/// test must end with it empty (F-15).
@_spi(Internals) public let _cancellationCancellables = _CancellationRegistryAccess()

/// Locked access to the registry (``CancellablesRegistry/shared``).
@_spi(Internals) public struct _CancellationRegistryAccess: Sendable {
  /// Runs `body` with a view of the registry; the registry's own lock guards each call of it.
  public func withValue<R>(_ body: (inout _CancellationRegistryView) throws -> R) rethrows -> R {
    var view = _CancellationRegistryView(registry: .shared)
    return try body(&view)
  }
}

@_spi(Internals) public struct _CancellationRegistryView {
  let registry: CancellablesRegistry

  /// How many registrations are kept, every prefix of their paths counted.
  public var count: Int { registry.count }

  /// Forgets every registration without cancelling it (a test's clean-up).
  public mutating func removeAll() { registry.removeAll() }

  /// Whether work is registered under `id` at `path`.
  public func exists(at id: some Hashable & Sendable, path: NavigationIDPath) -> Bool {
    registry.contains(CancelKey(id: id, path: path))
  }
}

/// A cancellation key as the registry files it: the id, its type and a navigation path (F-16).
@_spi(Internals) public struct _CancelID: Hashable, Sendable {
  let key: CancelKey

  public init(id: some Hashable & Sendable, navigationIDPath: NavigationIDPath) {
    self.key = CancelKey(id: id, path: navigationIDPath)
  }
}

extension NavigationIDPath {
  /// A path of the given components.
  @_spi(Internals) public init(path: [NavigationID]) {
    self.init(components: path)
  }
}

extension NavigationID {
  /// A component equal to no other: a path of its own for work started by hand.
  @_spi(Internals) public init() {
    self.init(keyPath: \Void.self, tag: nil, identifier: UUID())
  }
}
