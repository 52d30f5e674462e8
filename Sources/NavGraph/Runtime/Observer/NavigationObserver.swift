/// Opt-in hook for tracing flows: a store calls its observers once per reduced action with the
/// state before and after. ``NavigationEvent/changes`` lists what was presented, dismissed,
/// pushed or popped. Stores without observers skip all of this.
@MainActor
public protocol NavigationObserver: AnyObject {
  func storeDidReduce(_ event: NavigationEvent)
}

/// One reduced action, as an observer sees it: sent once the action is reduced and its effects
/// are started.
public struct NavigationEvent {
  public let action: Any
  public let before: Any
  public let after: Any
  /// The effects the action started and cancelled, and the mark its effects carry.
  public let step: StoreStep

  /// The navigation changes between `before` and `after`, found by walking both states.
  public var changes: [NavigationChange] {
    NavigationDiff.changes(from: before, to: after)
  }
}

/// A presentation or stack change at a state path such as `destination` or `path`.
public struct NavigationChange: Equatable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable { case presented, dismissed, pushed, popped }

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
