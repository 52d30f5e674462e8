import NavGraphModel

/// What one scan produced: the graph for renderers, the facts for lint, and what went wrong
/// along the way without stopping the scan.
package struct ScanResult: Hashable, Sendable {
  package var graph: NavigationGraph
  package var facts: ScanFacts
  package var diagnostics: [ScanDiagnostic]
  /// Relative paths of the Swift files that were read, sorted.
  package var files: [String]
  /// Those of `files` that gave nothing to the graph or the facts — unreadable, or past a
  /// `ScanLimits` limit — with why, in file order; each also has a warning in `diagnostics`.
  package var skippedFiles: [SkippedFile]
  /// Every navigation-shaped site and what the reading made of it (`navviz audit`).
  package var census: NavigationCensus

  package init(
    graph: NavigationGraph, facts: ScanFacts, diagnostics: [ScanDiagnostic], files: [String],
    skippedFiles: [SkippedFile] = []
  ) {
    self.init(
      graph: graph, facts: facts, diagnostics: diagnostics, files: files,
      skippedFiles: skippedFiles, census: NavigationCensus())
  }

  package init(
    graph: NavigationGraph, facts: ScanFacts, diagnostics: [ScanDiagnostic], files: [String],
    skippedFiles: [SkippedFile], census: NavigationCensus
  ) {
    self.census = census
    self.graph = graph
    self.facts = facts
    self.diagnostics = diagnostics
    self.files = files
    self.skippedFiles = skippedFiles
  }
}
