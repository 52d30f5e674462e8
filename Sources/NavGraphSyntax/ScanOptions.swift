/// What `SourceScanner` reads: the knobs `navviz render/lint/docs INPUT...` exposes.
package struct ScanOptions: Hashable, Sendable {
  /// Globs (`*`, `**`, `?`) matched against paths relative to each input root; a pattern
  /// without `/` matches any single path component (`Generated`, `*.generated.swift`).
  package var excludes: [String]
  /// Test folders (`Tests/`, `*Tests/`) are skipped unless this is set.
  package var includeTests: Bool
  /// Parallel parse jobs; `nil` means one per active core.
  package var jobs: Int?
  /// When set, file paths in the results are relative to this directory (for files under it)
  /// instead of to their input root: lint reports paths that CI annotations and editors opened
  /// at the repository root can follow. Files outside it keep their absolute path.
  package var displayRoot: String?
  /// What happens to the scanner's working memory after a scan (`WorkingMemory`); the CLI,
  /// which exits after it, leaves it to the operating system.
  package var workingMemory: WorkingMemory = .freed

  package init(
    excludes: [String] = [], includeTests: Bool = false, jobs: Int? = nil,
    displayRoot: String? = nil
  ) {
    self.excludes = excludes
    self.includeTests = includeTests
    self.jobs = jobs
    self.displayRoot = displayRoot
  }
}
