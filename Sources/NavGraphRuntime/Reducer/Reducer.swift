/// A value that evolves `State` for each `Action` and describes work to run later as an
/// ``Effect``.
///
/// Conform either by implementing ``reduce(into:action:)`` or by composing other reducers in
/// ``body``; the other requirement then has a default.
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action

  /// `_Body` rather than `Body` so a conformance that writes `var body: some Reducer<...>` infers
  /// it, while one that only writes `reduce(into:action:)` gets `Never`.
  associatedtype _Body
  typealias Body = _Body

  func reduce(into state: inout State, action: Action) -> Effect<Action>

  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// What this reducer is to the reflection walker (`NavigationGraph(reflecting:)`): a feature,
  /// composition, or an operator embedding a child. Every reducer has it (see `_ReflectionRole`);
  /// there is nothing to implement.
  var _reflectionRole: _ReflectionRole { get }

  /// The metadata `@Reducer` registered for this type, or `nil`. A requirement rather than a
  /// cast to `_NavigationReflectable`: the walker reads it through the witness table the
  /// metatype already carries, while a cast of each new type scans every conformance record in
  /// the process (in a large app, most of the first discovery's time).
  static var _navigationRegistration: NavigationReflection? { get }

  /// The function a parent (or a store) calls for every action this reducer receives, with its
  /// `body` — and the bodies inside that — evaluated once, now. There is nothing to implement:
  /// the default is picked per conformance, where the reducer's concrete types are known, so
  /// the operator tree (`ifLet`, `forEach`, …) runs as code compiled for those types rather
  /// than as generic code that looks up type metadata on every action.
  func _reduceFunction() -> (inout State, Action) -> Effect<Action>
}

/// `some ReducerOf<Self>`: a reducer over the state and action of `R`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body; reaching it is a bug.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Implement 'reduce(into:action:)' or 'body'.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// A reducer that implements `reduce(into:action:)`: that is the function.
  @inlinable
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    let reducer = self
    return { reducer.reduce(into: &$0, action: $1) }
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a `body`: the body's function, from the body evaluated once.
  @inlinable
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    body._reduceFunction()
  }
}
