/// One action a store reduced, and what it did to navigation.
public struct TraceStep: Hashable, Sendable {
  /// The action as a person reads it:
  /// `path(.element(id: 0, action: .counter(.incrementButtonTapped)))`.
  public var action: String
  /// What was presented and pushed before the action, below the trace's root.
  public var before: [NavigationStateNode]
  /// ... and after it.
  public var after: [NavigationStateNode]
  /// What the action presented, dismissed, pushed and popped, in the order the recorder saw
  /// the changes (dismissals before presentations at the same field).
  public var events: [TraceEvent]
  public var effects: TraceEffects
  /// Runtime warnings raised while reducing the action or running its effects.
  public var issues: [RuntimeIssue]

  public init(
    action: String, before: [NavigationStateNode] = [], after: [NavigationStateNode] = [],
    events: [TraceEvent] = [], effects: TraceEffects = TraceEffects(),
    issues: [RuntimeIssue] = []
  ) {
    self.action = action
    self.before = before
    self.after = after
    self.events = events
    self.effects = effects
    self.issues = issues
  }
}

/// How many effects an action started and how many running effects it cancelled.
public struct TraceEffects: Hashable, Sendable, Codable {
  public var started: Int
  public var cancelled: Int

  public init(started: Int = 0, cancelled: Int = 0) {
    self.started = started
    self.cancelled = cancelled
  }
}

/// A runtime warning (`IssueReporting`), with the place in the user's code it points at.
public struct RuntimeIssue: Hashable, Sendable {
  public var message: String
  /// The caller's `fileID`/`line` the runtime captured (`.ifLet`, `.forEach`, `send`).
  public var location: SourceLocation?

  public init(message: String, location: SourceLocation? = nil) {
    self.message = message
    self.location = location
  }
}
