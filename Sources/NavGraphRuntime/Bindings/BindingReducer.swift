/// Applies the binding actions of a feature whose `Action` is a ``BindableAction`` to its state,
/// and does nothing for other actions (B-4). Put it before the reducer that reacts to the
/// changes, so that one sees them applied.
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}
