import Foundation
import NavGraphCore

/// `navviz coverage --format text`: per feature, each navigation edge visited (✓) or not (✗),
/// with how often; the total last, where a CI log shows it.
package struct CoverageTextReport: Renderer {
  package init() {}

  package func render(_ covered: CoveredGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    Data(render(covered.coverage).utf8)
  }

  package func render(_ coverage: NavigationCoverage) -> String {
    var lines: [String] = []
    let byOwner = coverage.edgesByOwner
    for feature in coverage.features {
      lines.append("\(feature.feature): \(Self.ratio(feature.ratio))")
      for entry in byOwner[feature.feature] ?? [] {
        lines.append("  " + (entry.isVisited ? "✓ " : "✗ ") + entry.edge.navigationLabel
          + " (\(entry.edge.kind.rawValue))" + Self.visits(entry))
      }
    }
    if !lines.isEmpty { lines.append("") }
    let traces = coverage.traces.count
    var summary = "navviz coverage: \(Self.ratio(coverage.total)) navigation edges visited by "
      + "\(traces) trace\(traces == 1 ? "" : "s")"
    if !coverage.misses.isEmpty {
      let count = coverage.misses.count
      summary += "; \(count) trace entr\(count == 1 ? "y names" : "ies name") no edge of the "
        + "graph"
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func ratio(_ ratio: CoverageRatio) -> String {
    "\(ratio.visited) of \(ratio.total) (\(ratio.percentText))"
  }

  private static func visits(_ entry: NavigationCoverage.EdgeCoverage) -> String {
    guard entry.isVisited else { return "" }
    let isStack = entry.edge.kind == .stack
    var parts: [String] = []
    if entry.forward > 0 { parts.append("\(isStack ? "pushed" : "presented") \(entry.forward)×") }
    if entry.back > 0 { parts.append("\(isStack ? "popped" : "dismissed") \(entry.back)×") }
    parts.append("in \(entry.traces) trace\(entry.traces == 1 ? "" : "s")")
    return ": " + parts.joined(separator: ", ")
  }
}
