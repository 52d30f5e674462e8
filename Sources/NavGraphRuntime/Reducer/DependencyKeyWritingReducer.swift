/// `reducer.dependency(\.key, value)` and `transformDependency(\.key) { ... }`: runs a reducer,
/// and every reducer nested in it, with dependencies changed (F-4). Effects built while it runs
/// capture the changed values (F-12), so they keep them when they run later.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  let base: Base
  let update: (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  /// Chained overrides collapse into one wrapper. The outer one is applied first, so the one
  /// written closest to the reducer wins, as it would if the wrappers were nested.
  func wrapped(
    in outer: @escaping (inout DependencyValues) -> Void
  ) -> _DependencyKeyWritingReducer<Base> {
    let inner = update
    return _DependencyKeyWritingReducer(base: base) { values in
      outer(&values)
      inner(&values)
    }
  }
}

extension Reducer {
  /// Overrides one dependency for this reducer: `.dependency(\.continuousClock, ImmediateClock())`.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Overrides the dependency whose key is the value's own type (`.dependency(APIClient.mock)`).
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency in place for this reducer, starting from the value in force.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

extension _DependencyKeyWritingReducer {
  /// `.dependency(\.a, x).dependency(\.b, y)` is one wrapper, not two nested ones.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Base> {
    wrapped { $0[keyPath: keyPath] = value }
  }
}
