/// An observer a `TestStore` attaches when it is created, without a line in the test: besides
/// every reduced action (``NavigationObserver``), it is told when the test sends and when the
/// test ends.
///
/// The runtime does not know what such an observer does. A module linked into the test process
/// supplies them through ``TestStoreObservers`` (NavGraphTracing does, to write each test's
/// trace when `NAVVIZ_TRACE_DIR` is set).
@MainActor
public protocol TestStoreObserver: NavigationObserver {
  /// Before each `send`: what the store raised since the previous step belongs to that step.
  func testStoreWillSend()
  /// When the test ends (the store goes away), after the store reported what the test left
  /// unreceived or running.
  func testStoreDidEnd()
}

/// Where a `TestStore` gets its ``TestStoreObserver``s: from a module that conforms this type to
/// ``TestStoreObserverSource``.
///
/// The conformance is looked up at run time, once per process, the way swift-dependencies finds
/// a `liveValue` declared in another module than its key: the runtime names no module above it,
/// and a test process that links no such module gets stores without observers.
public enum TestStoreObservers {
  /// The source linked into this process, if any. A metatype never changes; `unsafe` only
  /// because an existential metatype is not `Sendable` as spelled.
  nonisolated(unsafe) private static let source =
    (TestStoreObservers.self as Any.Type)
    as? any TestStoreObserverSource.Type

  /// The observers for a store of `reducer` created at `location`.
  @MainActor
  static func make(for reducer: any Reducer, createdAt location: IssueLocation)
    -> [any TestStoreObserver]
  {
    source?.observers(for: reducer, createdAt: location) ?? []
  }
}

/// Supplies the observers of every `TestStore` a test process creates (see
/// ``TestStoreObservers``).
public protocol TestStoreObserverSource {
  @MainActor
  static func observers(for reducer: any Reducer, createdAt location: IssueLocation)
    -> [any TestStoreObserver]
}
