/// What one scan produced: the graph for renderers, the facts for lint, and what went wrong
/// along the way without stopping the scan.
public struct ScanResult: Hashable, Sendable {
  public var graph: NavigationGraph
  public var facts: ScanFacts
  public var diagnostics: [ScanDiagnostic]
  /// Relative paths of the Swift files that were read, sorted.
  public var files: [String]
  /// Those of `files` that gave nothing to the graph or the facts — unreadable, or past a
  /// `ScanLimits` limit — with why, in file order; each also has a warning in `diagnostics`.
  public var skippedFiles: [SkippedFile]
  /// Every navigation-shaped site and what the reading made of it (`navviz audit`).
  package var census: NavigationCensus

  public init(
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
