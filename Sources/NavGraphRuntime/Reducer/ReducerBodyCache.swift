import Atomics
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
///
/// Reading the built function takes no lock: every action passes through a cache at each level
/// of the tree, and a lock's acquire and release would be two atomic operations each time. The
/// function is published once, with release ordering, in a box this cache owns until it goes
/// away; readers load the box with acquire ordering and borrow it, without retaining it.
@usableFromInline
final class ReducerBodyCache<R: Reducer>: @unchecked Sendable {
  /// Serialises building, so racing threads evaluate the body once.
  @usableFromInline let lock = NSLock()
  /// The built function, `nil` until the first action; the box is retained once, by the cache.
  @usableFromInline let published = ManagedAtomic<Unmanaged<ReduceFunctionBox<R>>?>(nil)

  @usableFromInline
  init() {}

  deinit {
    published.load(ordering: .acquiring)?.release()
  }

  @inlinable
  func reduce(_ reducer: R, into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    if let box = published.load(ordering: .acquiring) {
      return box._withUnsafeGuaranteedRef { $0.function(&state, action) }
    }
    return resolve(reducer)(&state, action)
  }

  /// Builds the function, once: under the lock, so racing threads evaluate the body once.
  @usableFromInline
  func resolve(_ reducer: R) -> (inout R.State, R.Action) -> Effect<R.Action> {
    lock.lock()
    defer { lock.unlock() }
    if let box = published.load(ordering: .acquiring) { return box.takeUnretainedValue().function }
    let built = reducer._reduceFunction()
    published.store(Unmanaged.passRetained(ReduceFunctionBox(built)), ordering: .releasing)
    return built
  }
}

/// `R._reduceFunction()`, built where `R` is a concrete type (see ``Reducer/_reduceFunction()``),
/// so calling it runs code compiled for `R`'s body. A class so that it can be published through
/// one atomic word.
@usableFromInline
final class ReduceFunctionBox<R: Reducer>: @unchecked Sendable {
  @usableFromInline let function: (inout R.State, R.Action) -> Effect<R.Action>

  init(_ function: @escaping (inout R.State, R.Action) -> Effect<R.Action>) {
    self.function = function
  }
}
