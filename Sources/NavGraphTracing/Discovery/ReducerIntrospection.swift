import NavGraphModel
import NavGraphRuntime

// Generic questions about a reducer type, answered by opening the existential.

/// The `@Reducer enum` behind a state type: `Destination.State` → `Destination`.
func caseReducerType(forState state: any Any.Type) -> (any CaseReducer.Type)? {
  ReflectedTypeFacts.caseReducerType(forState: state)
}

/// The static body of an enum reducer: the chain of `ifCaseLet`s that holds each case's
/// reducer value.
func caseBody(of type: any CaseReducer.Type) -> any Reducer {
  openCaseBody(type)
}

private func openCaseBody<R: CaseReducer>(_: R.Type) -> any Reducer { R.body }

/// The registration metadata of a `@Reducer` type, if it has one.
func reflection(of type: any Reducer.Type) -> NavigationReflection? {
  ReflectedTypeFacts.reflection(of: type)
}

extension PromptKind {
  /// The prompt a state type holds (`AlertState<Action>`), if it holds one.
  init?(stateType: any Any.Type) {
    self.init(stateTypeName: ReflectedTypeFacts.name(of: stateType).name)
  }
}
