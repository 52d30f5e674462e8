import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphSyntax

/// The folder a server serves: its Swift files kept scanned (`IncrementalScan`), its
/// `.navviz.yml`, and the latest analysis, made again only after something changed.
///
/// Not safe to call from two threads at once: one owner calls it (the LSP loop's thread, or
/// the MCP server's `WorkspaceWorker`).
package final class Workspace {
  /// The workspace's folder, absolute: the scan's input and its display root, so paths read
  /// as `navviz lint` run in that folder reports them.
  package let root: String
  package let host: ServerHost
  private let options: ScanOptions
  private let cache: (any SummaryCache)?
  private var scan: IncrementalScan?
  /// The editor's texts of Swift files, kept for a scan made later.
  private var overlays: [String: Data] = [:]
  private var configurationText: String?
  private var configuration = LintConfiguration()
  private var configurationProblem: ConfigurationProblem?
  private var configurationStamp: Date?
  private var current: Analysis?
  private var isStale = true
  private var generation = 0
  /// Time spent reading files since the last analysis, which reports it.
  private var reading: Duration = .zero
  private let clock = ContinuousClock()

  package static let configurationName = ".navviz.yml"

  package init(
    root: String, excludes: [String] = [], includeTests: Bool = false,
    cache: (any SummaryCache)? = nil, host: ServerHost
  ) {
    self.root = URL(fileURLWithPath: root).standardizedFileURL.path
    self.host = host
    self.cache = cache
    options = ScanOptions(excludes: excludes, includeTests: includeTests, displayRoot: self.root)
  }

  package var configurationPath: String { root + "/" + Self.configurationName }

  /// The analysis of the workspace as it is now, made first if something changed.
  /// - Throws: `NavGraphError.fileNotReadable` when the workspace's folder cannot be listed.
  package func analysis() throws(NavGraphError) -> Analysis {
    if let scan {
      if !isStale, let current { return current }
      current = analyze(scan)
    } else {
      readConfiguration()
      let start = clock.now
      let scan = try IncrementalScan(
        inputs: [root], options: options, cache: cache, overlays: overlays)
      reading += start.duration(to: clock.now)
      current = analyze(scan)
      self.scan = scan
    }
    isStale = false
    return current!
  }

  /// The editor's text of the file at `path` (absolute), or `nil` when the editor closed it
  /// and the disk's copy counts again.
  package func setDocument(_ text: String?, at path: String) {
    if path == configurationPath {
      configurationText = text
      configurationStamp = nil
      readConfiguration()
    } else if path.hasSuffix(".swift") {
      let data = text.map { Data($0.utf8) }
      overlays[path] = data
      let start = clock.now
      if scan != nil, scan!.setOverlay(data, at: path) { isStale = true }
      reading += start.duration(to: clock.now)
    }
  }

  /// The file at `path` (absolute) was created, changed or deleted on disk.
  package func diskChanged(at path: String) {
    if path == configurationPath {
      guard configurationText == nil else { return }
      configurationStamp = nil
      readConfiguration()
    } else if scan != nil {
      let start = clock.now
      if scan!.diskChanged(at: path) { isStale = true }
      reading += start.duration(to: clock.now)
    }
  }

  /// Looks at the disk again without word of what changed: lists the folder, re-reads the
  /// files whose size or time changed and `.navviz.yml` if it did. Before each answer to an
  /// agent, which edits files on disk rather than in an editor.
  package func refreshFromDisk() {
    if configurationText == nil, Self.modificationDate(configurationPath) != configurationStamp {
      readConfiguration()
    }
    guard scan != nil else { return }
    let start = clock.now
    if (try? scan!.relist()) ?? true { isStale = true }
    reading += start.duration(to: clock.now)
  }

  /// Reads the settings from the editor's text or the file, keeping the last good ones when
  /// the text has a problem.
  private func readConfiguration() {
    isStale = true
    let text: String?
    if let configurationText {
      text = configurationText
    } else {
      configurationStamp = Self.modificationDate(configurationPath)
      text = FileManager.default.contents(atPath: configurationPath).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    if let text {
      do throws(ConfigurationProblem) {
        configuration = try host.readConfiguration(text, configurationPath)
        configurationProblem = nil
      } catch {
        configurationProblem = error
      }
    } else {
      configuration = LintConfiguration()
      configurationProblem = nil
    }
  }

  private func analyze(_ scan: IncrementalScan) -> Analysis {
    generation += 1
    var timing = Analysis.Timing(reading: reading)
    reading = .zero
    var start = clock.now
    func lap() -> Duration {
      let now = clock.now
      defer { start = now }
      return start.duration(to: now)
    }
    let result = scan.result()
    timing.resolving = lap()
    let findings = Linter(configuration: configuration, jobs: options.jobs)
      .lint(LintInput(graph: result.graph, facts: result.facts))
    timing.linting = lap()
    let navigation = NavigationIndex(graph: result.graph, facts: result.facts)
    timing.indexing = lap()
    return Analysis(
      scan: result, findings: findings, navigation: navigation,
      configurationProblem: configurationProblem, generation: generation, timing: timing)
  }

  private static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
}
