import Foundation
import NavGraphRuntime

/// Answers the reflection walker needs about a type again and again — its name in the graph,
/// the metadata `@Reducer` registered for it, the enum reducer behind a state type — worked out
/// once per type in the process.
///
/// Each answer costs a protocol-conformance lookup or a parse of the type's name, and the
/// metadata getter the macro writes builds its field key paths anew on every call. Types do not
/// change while a process runs, so the answers are kept, keyed by the metatype's
/// `ObjectIdentifier` (metatypes are never deallocated, so an identifier is never reused).
enum ReflectedTypeFacts {
  private struct Facts {
    var name: ReducerTypeName?
    var reflection: NavigationReflection??
    var caseReducer: (any CaseReducer.Type)??
  }

  /// Guarded by `lock`.
  nonisolated(unsafe) private static var cache: [ObjectIdentifier: Facts] = [:]
  private static let lock = NSLock()

  /// The type's name as the graph spells it.
  static func name(of type: any Any.Type) -> ReducerTypeName {
    answer(for: type, \.name) { ReducerTypeName(type) }
  }

  /// The registration metadata of a `@Reducer` type, if it has one.
  static func reflection(of type: any Reducer.Type) -> NavigationReflection? {
    answer(for: type, \.reflection) { type._navigationRegistration }
  }

  /// The `@Reducer enum` behind a state type: `Destination.State` → `Destination`.
  static func caseReducerType(forState state: any Any.Type) -> (any CaseReducer.Type)? {
    answer(for: state, \.caseReducer) {
      guard let state = state as? any CaseReducerState.Type else { return nil }
      return openStateReducer(state)
    }
  }

  /// The kept answer, else `work()`'s, kept. The work runs outside the lock (two threads may
  /// both do it once; they get the same answer).
  private static func answer<Answer>(
    for type: any Any.Type, _ slot: WritableKeyPath<Facts, Answer?>, work: () -> Answer
  ) -> Answer {
    let key = ObjectIdentifier(type)
    lock.lock()
    let known = cache[key]?[keyPath: slot]
    lock.unlock()
    if let known { return known }
    let answer = work()
    lock.lock()
    cache[key, default: Facts()][keyPath: slot] = answer
    lock.unlock()
    return answer
  }
}

private func openStateReducer<S: CaseReducerState>(_: S.Type) -> any CaseReducer.Type {
  S.StateReducer.self
}
