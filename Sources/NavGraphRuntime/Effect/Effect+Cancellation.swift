extension Effect {
  /// Makes the effect cancellable by `id` under the navigation path in force now (E-10). With
  /// `cancelInFlight`, effects already registered under the same id and path (and their
  /// descendants) are cancelled first (E-11).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    guard !isNone else { return self }
    @Dependency(\.navigationIDPath) var path
    return Self(
      operation: .cancellable(CancelKey(id: id, path: path), cancelInFlight: cancelInFlight, self))
  }

  func cancellable(key: CancelKey) -> Self {
    guard !isNone else { return self }
    return Self(operation: .cancellable(key, cancelInFlight: false, self))
  }

  /// Cancels the effects registered under `id` at the current navigation path and below. The
  /// cancellation happens now, while the reducer runs (E-13); the returned effect is `.none`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Task<Never, Never>.cancel(id: id)
    return .none
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels work registered under `id` at the caller's navigation path and below.
  public static func cancel(id: some Hashable & Sendable) {
    @Dependency(\.navigationIDPath) var path
    CancellablesRegistry.shared.cancel(CancelKey(id: id, path: path))
  }

  static func cancel(id: some Hashable & Sendable, path: NavigationIDPath) {
    CancellablesRegistry.shared.cancel(CancelKey(id: id, path: path))
  }
}

/// Runs `operation` registered under `id` at the current navigation path, so `.cancel(id:)` or
/// `Task.cancel(id:)` can stop it (E-15).
///
/// It throws only what `operation` throws, so an operation that cannot throw needs no `try`
/// (E-21).
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async rethrows -> T {
  @Dependency(\.navigationIDPath) var path
  let result = await runCancellable(
    key: CancelKey(id: id, path: path), cancelInFlight: cancelInFlight, operation: operation)
  return try result.rethrowingGet()
}

/// Runs `operation` in a task registered under `key`, and hands back how it ended.
func runCancellable<T: Sendable>(
  key: CancelKey,
  cancelInFlight: Bool,
  operation: @escaping @Sendable () async throws -> T
) async -> Result<T, any Error> {
  let registry = CancellablesRegistry.shared
  if cancelInFlight { registry.cancel(key) }
  let task = Task { try await operation() }
  let registration = registry.insert(key) { task.cancel() }
  defer { registry.remove(registration) }
  return await withTaskCancellationHandler {
    await task.result
  } onCancel: {
    task.cancel()
  }
}
