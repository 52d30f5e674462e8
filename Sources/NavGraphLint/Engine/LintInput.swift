import NavGraphCore

/// What lint reads. Only the graph is required, so a graph built by reflection (or read from
/// JSON) can be linted too; `facts` come from the static scanner, `traces` from recorded flows.
public struct LintInput: Sendable {
  public var graph: NavigationGraph
  /// The scanner's facts; `nil` for a graph that did not come from source.
  public var facts: ScanFacts?
  /// Destination and stack cases that traced flows visited, for `--traces`.
  public var traces: TraceCoverage?

  public init(graph: NavigationGraph, facts: ScanFacts? = nil, traces: TraceCoverage? = nil) {
    self.graph = graph
    self.facts = facts
    self.traces = traces
  }

  public init(scan: ScanResult, traces: TraceCoverage? = nil) {
    self.init(graph: scan.graph, facts: scan.facts, traces: traces)
  }
}
