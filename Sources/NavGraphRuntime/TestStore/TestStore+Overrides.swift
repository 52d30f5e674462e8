extension TestStore {
  /// Runs `operation` with the store's exhaustivity set to `exhaustivity`, and returns what it
  /// returns (T-28, T-41). The store's own exhaustivity comes back afterwards, also when the
  /// operation throws.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    defer { self.exhaustivity = saved }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// The same for an asynchronous operation (T-28, T-41):
  /// `await store.withExhaustivity(.off) { await store.send(.tap) }`.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    defer { self.exhaustivity = saved }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// Runs `operation` with the store's dependencies changed by `updateValuesForOperation`, and
  /// returns what it returns (T-42): actions sent meanwhile, and the effects they start, use the
  /// changed values. The store's own dependencies come back afterwards, also when it throws.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try updateValuesForOperation(&dependencies)
    return try operation()
  }

  /// The same for an asynchronous operation (T-42).
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try updateValuesForOperation(&dependencies)
    return try await operation()
  }
}
