/// A `@Reducer enum`: its `State` and `Action` are enums with one case per child feature, and a
/// static `body` scopes each case to its reducer (N-1…N-3).
///
/// `Body` is the static body's type, so an enum reducer can be held whole by a case of another
/// as a group of cases: `case articles(Articles.Body = Articles.body)` holds `Articles.State`
/// and `Articles.Action` and runs `Articles.body` (N-28).
public protocol CaseReducer<State, Action>: Reducer
where
  State: CaseReducerState, State.StateReducer.Action == Action, _Body: Reducer,
  _Body.State == State, _Body.Action == Action
{
  static var body: _Body { get }
}

/// The `State` of a `@Reducer enum`, which knows its reducer so `ifLet`/`forEach` can infer it.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension CaseReducer {
  /// An enum reducer's instance `body` is its static one.
  public var body: _Body { Self.body }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Self.body.reduce(into: &state, action: action)
  }

  /// The static `body`'s function, from the body evaluated once.
  @inlinable
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    Self.body._reduceFunction()
  }
}
