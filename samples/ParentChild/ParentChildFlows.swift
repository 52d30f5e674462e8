import NavGraph

/// Flows `navviz run --sample ParentChild --flow NAME` executes and traces.
enum ParentChildFlows {
  static let all: [NavvizFlow<ParentReducer>] = [childDismissesItself]

  /// The child's button runs `dismiss()` in an effect; the dismissal is the effect's action.
  static let childDismissesItself = NavvizFlow<ParentReducer>(
    "child-dismisses-itself", summary: "show the child, which dismisses itself from an effect",
    initialState: { ParentReducer.State() }
  ) { store in
    store.send(.showChild)
    await store.send(.child(.presented(.tapButton))).finish()
  }
}
