import Foundation
import NavGraphCore

/// Which destination and stack cases recorded flows visited, for `navviz lint --traces DIR`.
///
/// Reads every trace (`*.json`, trace-v1: `docs/trace-v1.md`) directly in DIR. A case is
/// visited when an event of any step names its enum reducer (`via`) and `case` — presented,
/// dismissed, pushed or popped — the same rule `navviz coverage` counts edges by. Lint keys
/// on `via` and `case` alone, without laying the traces onto the graph, so a trace of one root
/// counts for an enum reducer shared by several.
package struct TraceCoverage: Hashable, Sendable {
  /// The cases visited, by `via` and `case`.
  package private(set) var visited: Set<EnumCaseKey>
  /// How many trace files were read.
  package private(set) var traceCount: Int

  package init(visited: [(via: String, case: String)] = [], traceCount: Int = 0) {
    self.visited = Set(visited.map { EnumCaseKey($0.via, case: $0.case) })
    self.traceCount = traceCount
  }

  /// The cases `traces` visited.
  package init(traces: [Trace]) {
    self.init(
      visited: traces.flatMap(\.steps).flatMap(\.events).compactMap { event in
        guard let via = event.via, let name = event.case else { return nil }
        return (via, name)
      },
      traceCount: traces.count)
  }

  package func visited(_ via: String, case caseName: String) -> Bool {
    visited.contains(EnumCaseKey(via, case: caseName))
  }

  /// Reads every trace in `directory` (not recursively), in name order. A file that is not a
  /// valid trace stops the run with its name and the problem: a trace silently skipped would
  /// turn into notes about cases it did visit.
  package static func read(directory: String) throws(NavGraphError) -> TraceCoverage {
    var traces: [Trace] = []
    for path in try Trace.files(inDirectory: directory) {
      traces.append(try Trace(contentsOf: path))
    }
    return TraceCoverage(traces: traces)
  }
}
