/// Lets a `rethrows` function throw an error it caught from work it started itself, which the
/// compiler cannot see comes from the operation it was given: `withTaskCancellation(id:)` runs
/// its operation in a task of its own, yet throws only what the operation throws.
@rethrows
protocol ErrorCarrying {
  associatedtype Output
  func get() throws -> Output
}

extension ErrorCarrying {
  /// The value, or the carried error thrown as if the caller's operation had thrown it.
  func rethrowingGet() rethrows -> Output {
    try get()
  }
}

extension Result: ErrorCarrying {}
