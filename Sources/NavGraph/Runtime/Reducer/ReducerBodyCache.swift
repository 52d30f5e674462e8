import Foundation

/// Runs a child reducer as `reduce(into:action:)` would, but evaluates its `body` once.
///
/// Evaluating `body` rebuilds the child's whole operator tree, and every case key path in it:
/// `action: \.path` instantiates a key path with a generic subscript argument, which costs
/// microseconds. Doing that for every action and every level dominated the cost of an action
/// (see BENCHMARKS.md, Runtime). A `body` is a function of the reducer's stored values, so keeping
/// it changes nothing, with one exception: a `body` getter that reads a dependency *directly*
/// (rather than inside `Reduce` or an effect) sees the dependencies of the first action that
/// reached this child, not those of each action.
///
/// Evaluation is lazy, on the first action, because a recursive feature (one that presents
/// itself) has an infinite tree of bodies.
@usableFromInline
final class ReducerBodyCache<R: Reducer>: @unchecked Sendable {
  private let lock = NSLock()
  /// Set on first use: whether `R` implements `reduce(into:action:)` itself, else how to run its
  /// body. Plain flags and a closure rather than an enum or an existential: reading those in
  /// generic code would instantiate type metadata on every action.
  private var isResolved = false
  private var isDirect = false
  private var runBody: ((inout R.State, R.Action) -> Effect<R.Action>)?

  @usableFromInline
  init() {}

  @usableFromInline
  func reduce(_ reducer: R, into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    lock.lock()
    if !isResolved {
      isDirect = !reducer.hasResolvableBody
      if !isDirect {
        let body = reducer.resolvedBody()
        runBody = { body.reduce(into: &$0, action: $1) }
      }
      isResolved = true
    }
    let runBody = isDirect ? nil : runBody
    lock.unlock()
    guard let runBody else { return reducer.reduce(into: &state, action: action) }
    return runBody(&state, action)
  }
}

extension Reducer {
  /// Whether running this reducer means running another reducer it builds: its `body`, or the
  /// static `body` of a `@Reducer enum`.
  var hasResolvableBody: Bool {
    _Body.self != Never.self || self is any CaseReducer
  }

  /// The reducer that does the work when this one runs, with every `body` on the way evaluated
  /// (`Feature.body` → `Reduce(...).ifLet(...)`).
  func resolvedBody() -> any Reducer<State, Action> {
    if let caseReducer = self as? any CaseReducer<State, Action> {
      return caseBody(of: caseReducer).resolvedBody()
    }
    guard _Body.self != Never.self, let body = body as? any Reducer<State, Action> else {
      return self
    }
    return body.resolvedBody()
  }
}

private func caseBody<R: CaseReducer>(of reducer: R) -> any Reducer<R.State, R.Action> {
  R.body
}
