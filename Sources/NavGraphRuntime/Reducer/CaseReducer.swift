/// A `@Reducer enum`: its `State` and `Action` are enums with one case per child feature, and a
/// static `body` scopes each case to its reducer (N-1…N-3).
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer.Action == Action, _Body == Never {
  associatedtype _CaseBody: Reducer<State, Action>
  static var body: _CaseBody { get }
}

/// The `State` of a `@Reducer enum`, which knows its reducer so `ifLet`/`forEach` can infer it.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension CaseReducer {
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Self.body.reduce(into: &state, action: action)
  }

  /// The static `body`'s function, from the body evaluated once.
  @inlinable
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    Self.body._reduceFunction()
  }
}
