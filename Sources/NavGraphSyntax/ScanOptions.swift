/// What `SourceScanner` reads: the knobs `navviz render/lint/docs INPUT...` exposes.
public struct ScanOptions: Hashable, Sendable {
  /// Globs (`*`, `**`, `?`) matched against paths relative to each input root; a pattern
  /// without `/` matches any single path component (`Generated`, `*.generated.swift`).
  public var excludes: [String]
  /// Test folders (`Tests/`, `*Tests/`) are skipped unless this is set.
  public var includeTests: Bool
  /// Parallel parse jobs; `nil` means one per active core.
  public var jobs: Int?

  public init(excludes: [String] = [], includeTests: Bool = false, jobs: Int? = nil) {
    self.excludes = excludes
    self.includeTests = includeTests
    self.jobs = jobs
  }
}
