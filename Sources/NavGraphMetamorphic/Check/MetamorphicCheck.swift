import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphSyntax

/// Runs a transformation on an app and compares what navviz reads from the result with what
/// it reads from the original, mapped: `graph(transform(app)) == transform(graph(app))`, and
/// the same findings.
package struct MetamorphicCheck: Sendable {
  /// How sources become a scan: in memory for tests, from a folder for real apps (whose
  /// modules are named after their folders).
  package var scan: @Sendable (AppSources) throws -> ScanResult
  /// Threads for lint and for re-parsing transformed files.
  package var jobs: Int

  package init(jobs: Int = 1, scan: @escaping @Sendable (AppSources) throws -> ScanResult) {
    self.jobs = jobs
    self.scan = scan
  }

  /// Scans sources in memory, as `SourceScanner.scan(sources:)` does for tests.
  package static func inMemory() -> MetamorphicCheck {
    MetamorphicCheck { SourceScanner(options: ScanOptions(jobs: 1)).scan(sources: $0.files) }
  }

  /// Writes sources under `folder/name` (so the scan's root keeps the app's folder name,
  /// which may name a module), scans them there, and removes them.
  package static func onDisk(in folder: String, rootName: String, jobs: Int) -> MetamorphicCheck {
    MetamorphicCheck(jobs: jobs) { sources in
      let run = URL(fileURLWithPath: folder).appendingPathComponent(UUID().uuidString)
      defer { try? FileManager.default.removeItem(at: run) }
      let root = run.appendingPathComponent(rootName).path
      try sources.write(to: root)
      return try SourceScanner(options: ScanOptions(jobs: jobs)).scan([root])
    }
  }

  /// The shape of `sources` as navviz reads them.
  package func shape(of sources: AppSources) throws -> GraphShape {
    let result = try scan(sources)
    let findings = Linter(jobs: jobs).lint(LintInput(scan: result))
    return GraphShape(graph: result.graph, findings: findings)
  }

  /// `kind` applied to `app`, whose own shape is `original`.
  package func run(
    _ kind: TransformationKind, on app: ParsedApp, original: GraphShape
  ) throws -> MetamorphicOutcome {
    let transformed = kind.apply(to: app)
    let actual = try shape(of: transformed.sources)
    return MetamorphicOutcome(
      kind: kind,
      differences: original.mapped(by: transformed.mapping, readAs: actual).differences(to: actual),
      brokenFiles: brokenFiles(in: transformed.sources).filter {
        !app.broken.contains(transformed.origin(of: $0))
      })
  }

  /// The files the parser has to recover from.
  private func brokenFiles(in sources: AppSources) -> [String] {
    let paths = sources.sortedPaths
    let broken = paths.parallelMap(jobs: jobs, stackSize: ScanLimits.workerStackSize) {
      ParsedApp.parse(sources.files[$0]!).hasError
    }
    return zip(paths, broken).filter(\.1).map(\.0)
  }
}

/// What one transformation of one app gave.
package struct MetamorphicOutcome: Sendable {
  package var kind: TransformationKind
  /// Where the transformed app's graph or findings differ from the original's, mapped.
  package var differences: [ShapeDifference]
  /// Files the transformation left with syntax errors they did not have (its own fault, not
  /// the scanner's).
  package var brokenFiles: [String]

  package var isEqual: Bool { differences.isEmpty && brokenFiles.isEmpty }
}
