import NavGraphVocabulary

/// Opt-in hook for tracing flows: a store calls its observers once per reduced action with the
/// state before and after. ``NavigationEvent/changes`` lists what was presented, dismissed,
/// pushed or popped. Stores without observers skip all of this.
@MainActor
public protocol NavigationObserver: AnyObject {
  func storeDidReduce(_ event: NavigationEvent)

  /// Asked just before the store reduces an action: whether this observer will read the state
  /// before it (``NavigationEvent/before``, ``NavigationEvent/changes``). `previousStep` is the
  /// number of the store's previous observed step (nil for its first), whose state after is
  /// this state before. The default is `true`.
  ///
  /// Keeping the state before costs more than a copy: while it is kept, the reducer's mutation
  /// copies every storage it changes (copy-on-write). An observer that kept what it needs of
  /// the previous step's state after (as ``TraceRecorder`` does) answers `false`; when every
  /// observer does, the event has no state before.
  func needsStateBefore(previousStep: Int?) -> Bool
}

extension NavigationObserver {
  public func needsStateBefore(previousStep: Int?) -> Bool { true }
}

/// One reduced action, as an observer sees it: sent once the action is reduced and its effects
/// are started.
public struct NavigationEvent {
  public var action: Any { values.action }
  /// The state before the action. Only there when an observer asked for it
  /// (``NavigationObserver/needsStateBefore(previousStep:)``, `true` by default); reading it
  /// otherwise is a programming error.
  public var before: Any {
    guard let before = values.before else {
      preconditionFailure(
        "NavigationEvent.before read, but every observer answered false to needsStateBefore")
    }
    return before
  }
  public var after: Any { values.after }
  /// Whether the event has the state before (see ``before``).
  package var hasStateBefore: Bool { values.before != nil }
  /// The effects the action started and cancelled, and the mark its effects carry.
  public let step: StoreStep
  /// The action and both states, with their types, in one allocation (boxing each as `Any`
  /// cost three per observed step); an observer that reads them in place never boxes them.
  package let values: any NavigationEventValues

  /// An event of a store whose values come from `values` (see ``NavigationEventValuesMaker``).
  init(values: any NavigationEventValues, step: StoreStep) {
    self.values = values
    self.step = step
  }

  /// The navigation changes between `before` and `after`, found by walking both states.
  public var changes: [NavigationChange] {
    NavigationDiff.changes(from: before, to: after)
  }
}

/// A presentation or stack change at a state path such as `destination` or `path`.
public struct NavigationChange: Equatable, Sendable, CustomStringConvertible {
  public typealias Kind = NavigationChangeKind

  public let kind: Kind
  /// Dotted path of state fields from the root, e.g. `path.#1.destination`.
  public let statePath: String
  /// The feature's state type, without module.
  public let feature: String
  /// The enum case of the destination or element, when its state is an enum.
  public let caseName: String?
  /// The stack element id, for pushes and pops.
  public let id: StackElementID?

  public var description: String {
    "\(kind.rawValue) \(statePath): \(feature)"
      + (caseName.map { ".\($0)" } ?? "") + (id.map { " \($0.debugDescription)" } ?? "")
  }
}

/// The values of a ``NavigationEvent``, read as `Any` or in place.
package protocol NavigationEventValues: AnyObject {
  var action: Any { get }
  var before: Any? { get }
  var after: Any { get }
  /// Calls `body` with the address and the type of the state after the action.
  func withAfter<Result>(_ body: (UnsafeRawPointer, any Any.Type) -> Result) -> Result
  /// Calls `body` with the address and the type of the action.
  func withAction<Result>(_ body: (UnsafeRawPointer, any Any.Type) -> Result) -> Result
}

/// Makes the values of a store's events. Its store creates it once: in the store's generic code,
/// naming `EventValues<State, Action>` at each step would look up that class's metadata every
/// time, while a metatype kept here is looked up once.
struct NavigationEventValuesMaker<State, Action> {
  private let withoutBefore = EventValues<State, Action>.self
  private let withBefore = EventValuesWithBefore<State, Action>.self

  func values(action: Action, after: State) -> any NavigationEventValues {
    withoutBefore.init(action: action, after: after)
  }

  func values(action: Action, before: State, after: State) -> any NavigationEventValues {
    withBefore.init(action: action, before: before, after: after)
  }
}

/// The action and the state after. Two classes rather than one with an optional state before:
/// storing and destroying a `State?` in generic code looks up `Optional<State>`'s metadata.
private final class EventValues<State, Action>: NavigationEventValues {
  let typedAction: Action
  let typedAfter: State

  init(action: Action, after: State) {
    self.typedAction = action
    self.typedAfter = after
  }

  var action: Any { typedAction }
  var before: Any? { nil }
  var after: Any { typedAfter }

  func withAfter<Result>(_ body: (UnsafeRawPointer, any Any.Type) -> Result) -> Result {
    withUnsafePointer(to: typedAfter) { body(UnsafeRawPointer($0), State.self) }
  }

  func withAction<Result>(_ body: (UnsafeRawPointer, any Any.Type) -> Result) -> Result {
    withUnsafePointer(to: typedAction) { body(UnsafeRawPointer($0), Action.self) }
  }
}

/// The action and the states before and after.
private final class EventValuesWithBefore<State, Action>: NavigationEventValues {
  let typedAction: Action
  let typedBefore: State
  let typedAfter: State

  init(action: Action, before: State, after: State) {
    self.typedAction = action
    self.typedBefore = before
    self.typedAfter = after
  }

  var action: Any { typedAction }
  var before: Any? { typedBefore }
  var after: Any { typedAfter }

  func withAfter<Result>(_ body: (UnsafeRawPointer, any Any.Type) -> Result) -> Result {
    withUnsafePointer(to: typedAfter) { body(UnsafeRawPointer($0), State.self) }
  }

  func withAction<Result>(_ body: (UnsafeRawPointer, any Any.Type) -> Result) -> Result {
    withUnsafePointer(to: typedAction) { body(UnsafeRawPointer($0), Action.self) }
  }
}
