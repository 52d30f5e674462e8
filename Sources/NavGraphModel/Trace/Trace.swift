/// One recorded flow: a sequence of actions sent to a store of `root`, and what each one did to
/// navigation. Its JSON form is the trace-v1 contract (`docs/trace-v1.md`).
///
/// A trace names features, fields, enum reducers and cases exactly as a navigation graph does,
/// so it can be laid onto the graph of the same code (`NavigationGraph.match(_:)`).
public struct Trace: Hashable, Sendable {
  public static let schemaVersion = 1

  /// The feature the store was created with; a feature of the graph the trace is drawn on.
  public var root: String
  /// What the flow does, for titles (`"add an item"`), when the recorder was given a name.
  public var name: String?
  /// One step per action the store reduced, in the order it reduced them.
  public var steps: [TraceStep]

  public init(root: String, name: String? = nil, steps: [TraceStep] = []) {
    self.root = root
    self.name = name
    self.steps = steps
  }

  /// The navigation state after the last step (before the first, for a trace without steps:
  /// nothing presented).
  public var finalState: [NavigationStateNode] {
    steps.last?.after ?? []
  }
}
