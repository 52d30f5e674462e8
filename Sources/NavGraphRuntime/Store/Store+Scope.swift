extension Store {
  /// A store of a child's domain (F-17): its state is this store's, read through `state`; its
  /// actions are sent to this store embedded by `action`, as a view's child store does in TCA:
  ///
  /// ```swift
  /// LoginView(store: store.scope(\.login, action: \.login))
  /// ```
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    func open(_ core: some StoreCore<State, Action>) -> any StoreCore<ChildState, ChildAction> {
      ScopedCore(base: core, toState: state, toAction: AnyCasePath(action))
    }
    return Store<ChildState, ChildAction>(core: open(core))
  }

  /// `scope(state:action:)`: the labelled spelling of TCA 1.5–1.24, the same store (F-17).
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state, action: action)
  }
}
