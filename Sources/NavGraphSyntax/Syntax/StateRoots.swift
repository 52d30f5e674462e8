/// The names that stand for the state value a reducer writes: `state` by convention, `self`
/// inside the state's own methods, and whatever the enclosing reducer function or closure
/// calls its `inout` state (`reduce(into s: inout State, ...)`, `Reduce { s, action in }`).
struct StateRoots: Sendable {
  /// Names bound to the state by the enclosing functions and closures, innermost last.
  var names: [String] = []

  static let conventional = StateRoots()

  func contains(_ name: String) -> Bool { names.contains(name) }
}
