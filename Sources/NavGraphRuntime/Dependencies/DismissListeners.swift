/// The live dismiss listeners, one per mounted destination or stack element (P-27, S-25).
///
/// A listener is an effect (``Effect/Operation/dismissListener(_:_:)``) that the store registers
/// here *synchronously*, while it starts the effects of the action that presented the feature. So
/// by the time any effect of the child can run, its listener exists: `dismiss()` never depends on
/// which task the executor happens to run first. `dismiss()` in the child fires the entry, which
/// sends the parent's `.dismiss` or `.popFrom(id:)` at once, on the main actor, so the dismissal
/// is reduced before `await dismiss()` returns (F-7).
@MainActor
enum DismissListeners {
  private struct Entry {
    let token: Int
    /// The listener; once it is cancelled (P-17, S-24, T-22) the entry is dead even if its
    /// clean-up has not run yet.
    let listener: ListenerTask
    let fire: @MainActor () -> Void
  }

  /// By path, looked up by the path's fingerprint (one entry per mounted feature: see
  /// ``DigestTable`` for why not a `Dictionary` keyed by the path).
  private static var table = DigestTable<NavigationIDPath, Entry>()
  private static var lastToken = 0

  /// A token for a listener about to be registered, so its task can remove exactly its entry.
  static func makeToken() -> Int {
    lastToken += 1
    return lastToken
  }

  static func register(
    _ path: NavigationIDPath, token: Int, listener: ListenerTask,
    fire: @escaping @MainActor () -> Void
  ) {
    table.remove(digest: path.fingerprint) { key, _ in key == path }
    table.insert(
      Entry(token: token, listener: listener, fire: fire), for: path, digest: path.fingerprint)
  }

  /// Removes the entry `token` registered; a newer listener at the same path stays.
  static func remove(_ path: NavigationIDPath, token: Int) {
    table.remove(digest: path.fingerprint) { $1.token == token && $0 == path }
  }

  /// Fires the listener at `path` once; later calls, and calls after the listener was stopped,
  /// do nothing (P-32).
  static func fire(_ path: NavigationIDPath) {
    guard let entry = table.remove(digest: path.fingerprint, where: { key, _ in key == path }),
      !entry.listener.isCancelled
    else { return }
    entry.fire()
  }

  /// The effect a presentation or stack reducer returns for a newly mounted feature at `path`.
  nonisolated static func listener<Action>(
    at path: NavigationIDPath, emitting action: Action
  ) -> Effect<Action> {
    Effect(operation: .dismissListener(path, action))
  }

  /// The `dismiss` dependency a child at `path` sees.
  nonisolated static func dismissEffect(for path: NavigationIDPath) -> DismissEffect {
    DismissEffect { fire(path) }
  }
}

/// Id under which all effects of one presented destination are registered (P-17). Cancelled only
/// at a presented feature's or stack element's path (see ``CancellablesRegistry``).
struct PresentedEffectsID: Hashable, Sendable {}
