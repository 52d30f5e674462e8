/// A trace laid onto a graph: the edge each event travelled, what did not fit, where the flow
/// ended and where its runtime issues happened.
package struct TraceMatch: Hashable, Sendable {
  /// An event and the graph edge it travelled.
  package struct Visit: Hashable, Sendable {
    /// The index of the step in `trace.steps` (pictures number steps from 1).
    package var step: Int
    /// The index of the event in the step's `events`.
    package var eventIndex: Int
    package var event: TraceEvent
    package var edge: Edge
  }

  /// Something in the trace that names no edge of the graph (or more than one).
  package struct Miss: Hashable, Sendable, CustomStringConvertible {
    package var step: Int
    /// The JSON path inside the step: `events[0]`, `after[1].children[0]`.
    package var place: String
    package var reason: String

    /// The JSON path to the entry: `steps[2].events[0]`.
    package var path: String { "steps[\(step)].\(place)" }

    /// `step 3 (steps[2].events[0]): ...`: pictures and reports count steps from 1.
    package var description: String { "step \(step + 1) (\(path)): \(reason)" }
  }

  /// A runtime issue and the feature it is drawn beside.
  package struct LocatedIssue: Hashable, Sendable {
    package var step: Int
    package var issue: RuntimeIssue
    package var feature: String
  }

  package var trace: Trace
  /// In step order, and in event order within a step.
  package var visits: [Visit]
  package var misses: [Miss]
  /// The edges the final state stands on, parents before children.
  package var finalEdges: [Edge]
  package var issues: [LocatedIssue]

  /// The root and every feature (or leaf) a visit led to or from, and the enum reducers in
  /// between.
  package var visitedNames: Set<String> {
    var names: Set<String> = [trace.root]
    for visit in visits {
      names.insert(visit.edge.from)
      names.insert(visit.edge.to)
      if let via = visit.edge.via { names.insert(via) }
    }
    return names
  }

  /// The features on screen at the end: the root and every child of the final state.
  package var finalNames: Set<String> {
    Set([trace.root] + finalEdges.flatMap { [$0.to] + ($0.via.map { [$0] } ?? []) })
  }
}
