// Generic questions about a reducer value or type, answered by opening the existential.

/// The composed `body` of a reducer that declares one; `nil` for reducers that implement
/// `reduce(into:action:)` (their `Body` is `Never`) and for enum reducers (their body is
/// static, read from their metadata instead).
func composedBody(of value: Any) -> Any? {
  guard let reducer = value as? any Reducer else { return nil }
  return openBody(reducer)
}

private func openBody<R: Reducer>(_ reducer: R) -> Any? {
  if R.Body.self == Never.self { return nil }
  return reducer.body
}

/// The `@Reducer enum` behind a state type: `Destination.State` → `Destination`.
func caseReducerType(forState state: any Any.Type) -> (any CaseReducer.Type)? {
  guard let state = state as? any CaseReducerState.Type else { return nil }
  return openStateReducer(state)
}

private func openStateReducer<S: CaseReducerState>(_: S.Type) -> any CaseReducer.Type {
  S.StateReducer.self
}

/// The static body of an enum reducer: the chain of `ifCaseLet`s that holds each case's
/// reducer value.
func caseBody(of type: any CaseReducer.Type) -> Any {
  openCaseBody(type)
}

private func openCaseBody<R: CaseReducer>(_: R.Type) -> Any { R.body }

/// The registration metadata of a `@Reducer` type, if it has one.
func reflection(of type: any Any.Type) -> NavigationReflection? {
  (type as? any _NavigationReflectable.Type)?._navigationReflection
}

/// Alert and dialog state are leaves drawn as `AlertState` / `ConfirmationDialogState`.
enum EphemeralLeaf: String {
  case alert = "AlertState"
  case dialog = "ConfirmationDialogState"

  init?(stateType: any Any.Type) {
    let name = ReducerTypeName(stateType).name
    guard let leaf = EphemeralLeaf(rawValue: name) else { return nil }
    self = leaf
  }

  var edgeKind: EdgeKind { self == .alert ? .alert : .dialog }
}
