/// The calls a recognizer reads, as the triage can tell them from the callee's bytes alone:
/// what `CallTriage` is built from, so a recognizer's names live beside the code that reads
/// them and nowhere else.
struct CalleeNames {
  /// Names called on a base or on an implied type: `.ifLet(...)`, `store.scope(...)`,
  /// `.run { ... }`, `Feature.State(...)`, `.init(...)`.
  var members: [String] = []
  /// Names called alone: a type (`Scope(...)`, `Store(...)`, also behind a library's module,
  /// `SwiftUI.NavigationStack(...)`, or named with `.init`, `Scope.init(...)`) or a helper on
  /// the implicit `self` (`ifLet(...)` in `extension Reducer`, `sheet(store: ...)`).
  var unqualified: [String] = []
  /// Also any member that may name an enum case (`CallTriage.mayBeCaseName`), on no base or
  /// on a base whose text holds `State`: `.detail(...)`, `Path.State.detail(...)`.
  var caseNames = false
  /// Also any member handed an `environment:` argument, or a `state:` and a trailing closure:
  /// a pre-1.0 reducer operator of the app's own (`parent.presents(child, state: \.child,
  /// action: /Action.child, environment: { ... })`), whose name only the app knows.
  var environmentOperators = false
  /// Only calls with arguments: a state's initializer writes fields only through them
  /// (`State()` writes none), and a store is built with an initial state.
  var needsArguments = false
}
