/// Groups reducers built in a closure into one, so an operator (`.ifLet`, `.forEach`) can apply
/// to the whole group.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  public let reducers: Reducers
  @usableFromInline let reducersBody = ReducerBodyCache<Reducers>()

  @inlinable
  public init(
    @ReducerBuilder<State, Action> _ build: () -> Reducers
  ) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducersBody.reduce(reducers, into: &state, action: action)
  }
}
