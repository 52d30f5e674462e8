import NavGraphCore
import NavGraphFacts

/// What lint reads. Only the graph is required, so a graph built by reflection (or read from
/// JSON) can be linted too; `facts` come from the static scanner, `traces` from recorded flows.
package struct LintInput: Sendable {
  package var graph: NavigationGraph
  /// The scanner's facts; `nil` for a graph that did not come from source.
  package var facts: ScanFacts?
  /// Destination and stack cases that traced flows visited, for `--traces`.
  package var traces: TraceCoverage?

  package init(graph: NavigationGraph, facts: ScanFacts? = nil, traces: TraceCoverage? = nil) {
    self.graph = graph
    self.facts = facts
    self.traces = traces
  }

  package init(scan: ScanResult, traces: TraceCoverage? = nil) {
    self.init(graph: scan.graph, facts: scan.facts, traces: traces)
  }
}
