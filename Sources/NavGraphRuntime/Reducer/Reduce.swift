/// A reducer from a closure, or a type-erased copy of another reducer.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// The reducer this one wraps, when built from a reducer value: kept so the reflection walker
  /// can see through `Reduce(...)` (the enum reducer bodies are built this way).
  public let _wrapped: (any Reducer)?

  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
    self._wrapped = nil
  }

  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    let body = ReducerBodyCache<R>()
    self.reduce = { body.reduce(reducer, into: &$0, action: $1) }
    self._wrapped = reducer
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
