import NavGraphCore

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

  package var graph: NavigationGraph { scan.graph }
}
