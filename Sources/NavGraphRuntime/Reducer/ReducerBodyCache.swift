import Foundation

/// Runs a child reducer as `reduce(into:action:)` would, but evaluates its `body` once.
///
/// Evaluating `body` rebuilds the child's whole operator tree, and every case key path in it:
/// `action: \.path` instantiates a key path with a generic subscript argument, which costs
/// microseconds. Doing that for every action and every level would dominate the cost of an
/// action. A `body` is a function of the reducer's stored values, so keeping it changes nothing,
/// with one exception: a `body` getter that reads a dependency *directly* (rather than inside
/// `Reduce` or an effect) sees the dependencies of the first action that reached this child,
/// not those of each action.
///
/// Evaluation is lazy, on the first action, because a recursive feature (one that presents
/// itself) has an infinite tree of bodies.
@usableFromInline
final class ReducerBodyCache<R: Reducer>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  /// `R._reduceFunction()`, set on first use. A function rather than the body as an existential:
  /// it was built where `R` is a concrete type (see ``Reducer/_reduceFunction()``), so calling it
  /// runs code compiled for `R`'s body.
  @usableFromInline var function: ((inout R.State, R.Action) -> Effect<R.Action>)?

  @usableFromInline
  init() {}

  @inlinable
  func reduce(_ reducer: R, into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    lock.lock()
    let function = self.function
    lock.unlock()
    // `if let`, not `??`: passing the function through the generic `??` wrapped it in a
    // reabstraction thunk, a heap allocation on every call.
    if let function { return function(&state, action) }
    return resolve(reducer)(&state, action)
  }

  /// Builds the function, once: under the lock, so racing threads evaluate the body once.
  @usableFromInline
  func resolve(_ reducer: R) -> (inout R.State, R.Action) -> Effect<R.Action> {
    lock.lock()
    defer { lock.unlock() }
    if let function { return function }
    let built = reducer._reduceFunction()
    function = built
    return built
  }
}
