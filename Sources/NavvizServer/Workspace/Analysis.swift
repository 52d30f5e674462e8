import NavGraphCore
import NavGraphFacts

/// One reading of the workspace: the scan, lint's findings, and the lookups every answer
/// reads. A new one is made when something changed; answers never see a half-made one.
package struct Analysis: Sendable {
  package var scan: ScanResult
  package var findings: [Finding]
  package var navigation: NavigationIndex
  /// What is wrong with `.navviz.yml`, when something is: lint then runs with the last
  /// settings that could be read (the defaults at first).
  package var configurationProblem: ConfigurationProblem?
  /// Counts the analyses made: each new one has a higher number.
  package var generation: Int
  /// How long making it took, step by step: what the server logs.
  package var timing = Timing()

  package struct Timing: Sendable, CustomStringConvertible {
    /// Reading the files that changed (the first analysis: every file).
    package var reading: Duration = .zero
    package var resolving: Duration = .zero
    package var linting: Duration = .zero
    package var indexing: Duration = .zero

    package var description: String {
      func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
      }
      return "read \(milliseconds(reading)) ms, resolved \(milliseconds(resolving)) ms, "
        + "linted \(milliseconds(linting)) ms, indexed \(milliseconds(indexing)) ms"
    }
  }

  package var graph: NavigationGraph { scan.graph }
}
