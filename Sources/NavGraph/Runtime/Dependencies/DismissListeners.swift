/// The live dismiss listeners, one per mounted destination or stack element (P-27, S-25).
///
/// A listener is a long-running effect that registers a closure here while it runs; `dismiss()`
/// in the child calls that closure, which sends the parent's `.dismiss` or `.popFrom(id:)` at
/// once, on the main actor, so the dismissal is reduced before `await dismiss()` returns (F-7).
@MainActor
enum DismissListeners {
  private static var table: [NavigationIDPath: (token: Int, fire: @MainActor () -> Void)] = [:]
  private static var nextToken = 0

  static func register(_ path: NavigationIDPath, fire: @escaping @MainActor () -> Void) -> Int {
    nextToken += 1
    table[path] = (nextToken, fire)
    return nextToken
  }

  static func remove(_ path: NavigationIDPath, token: Int) {
    if table[path]?.token == token { table[path] = nil }
  }

  /// Fires the listener at `path` once; later calls do nothing (P-32).
  static func fire(_ path: NavigationIDPath) {
    guard let entry = table.removeValue(forKey: path) else { return }
    entry.fire()
  }

  /// The effect that keeps a listener registered until it is cancelled.
  nonisolated static func listener<Action>(
    at path: NavigationIDPath, emitting action: Action
  ) -> Effect<Action> {
    let action = UncheckedSendable(action)
    return .run { send in
      let token = await register(path) { send(action.value) }
      try? await Task.never()
      await remove(path, token: token)
    }
  }

  /// The `dismiss` dependency a child at `path` sees.
  nonisolated static func dismissEffect(for path: NavigationIDPath) -> DismissEffect {
    DismissEffect { fire(path) }
  }
}

/// Id of every listener at the empty path, so a test store can stop them all at once (T-25).
struct OnFirstAppearID: Hashable, Sendable {}
/// Id under which all effects of one presented destination are registered (P-17).
struct PresentedEffectsID: Hashable, Sendable {}
