import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphSyntax

/// Reads the INPUT arguments of a command into one navigation graph.
///
/// Graph JSON files are read as graphs; Swift files and directories are scanned together in
/// one pass, so names resolve across all of them; the results are merged.
struct GraphLoader {
  var options: InputOptions
  /// Report scanned files relative to this directory (lint uses the working directory). When
  /// unset, one input's files are named relative to it (the app's own paths), and several
  /// inputs' relative to the working directory, so two inputs' `Sources/App.swift` stay apart.
  var displayRoot: String?
  /// Whether a line on standard error counts what the scanner did not understand (lint
  /// counts it in its report's summary line instead).
  var announcesUnresolved = true
  /// Where a long scan shows its progress; a command that has more to show after the scan
  /// (docs' pages) hands its own, so both phases share the line.
  var progress: ProgressLine?

  /// What was loaded: the graph, and the scanner's facts and diagnostics for lint.
  struct Loaded {
    var graph: NavigationGraph
    var scan: ScanResult?
    /// The features the app starts from, in source order: the scan's
    /// (`ScanResult.entryPoints`), then the registered roots `--sample` names. Pictures draw
    /// them even when they navigate nowhere, side by side where the picture starts.
    var entryPoints: [String] = []
  }

  /// Where messages about the inputs go; a side loaded beside another collects them to print
  /// after the other's, so the order of the lines does not depend on which finished first.
  var note: @Sendable (String) -> Void = Diagnostics.print

  func load() throws -> Loaded {
    let sources = options.inputs.filter(SourceScanner.accepts)
    let scan = try sources.isEmpty ? nil : checked(scanSources(sources), named: sources)
    let graphs = try options.inputs.filter { !SourceScanner.accepts($0) }.map { input in
      (input: input, graph: try loadGraphFile(input))
    }
    return try assemble(scan: scan, graphs: graphs)
  }

  /// One graph from a scan, graph documents (each with the input it came from) and the
  /// `--sample` roots.
  func assemble(scan: ScanResult?, graphs: [(input: String, graph: NavigationGraph)]) throws
    -> Loaded
  {
    var merged = scan?.graph ?? NavigationGraph()
    for (input, graph) in graphs {
      merged = try merge(merged, graph, input: input)
    }
    for input in options.graphFiles {
      merged = try merge(merged, loadGraphFile(input), input: input)
    }
    var entryPoints = scan?.entryPoints ?? []
    for name in options.samples {
      let sample = try RegisteredRoots.root(named: name).graph()
      entryPoints += sample.roots.sorted()
      merged = try merge(merged, sample, input: "--sample \(name)")
    }
    var seen = Set<String>()
    entryPoints.removeAll { !seen.insert($0).inserted }
    return Loaded(graph: merged, scan: scan, entryPoints: entryPoints)
  }

  /// The options a scan of this loader's inputs runs with.
  var scanOptions: ScanOptions {
    var scanOptions = options.scanOptions
    let sources = options.inputs.filter(SourceScanner.accepts)
    scanOptions.displayRoot =
      displayRoot ?? (sources.count > 1 ? FileManager.default.currentDirectoryPath : nil)
    // The command ends after this scan: its memory goes back to the system with the process.
    scanOptions.workingMemory = .leftToExit
    return scanOptions
  }

  private func scanSources(_ sources: [String]) throws -> ScanResult {
    do throws(NavGraphError) {
      let scanOptions = self.scanOptions
      var scanner = SourceScanner(options: scanOptions)
      scanner.summaryCache = options.summaryCache
      let progress = self.progress ?? ProgressLine(quiet: options.quiet)
      scanner.fileParsed = { total in progress.advance("files scanned", total: total) }
      defer { progress.finish() }
      let result = try scanner.scan(sources)
      scanOptions.workingMemory.dispose(result)
      return result
    } catch {
      throw CommandFailure(input: sources.joined(separator: ", "), error)
    }
  }

  /// `result`, the scan of `sources`, after saying what the user should know of it; an error
  /// when it read no Swift file at all.
  func checked(_ result: ScanResult, named sources: [String]) throws -> ScanResult {
    let named = sources.joined(separator: ", ")
    if result.files.isEmpty {
      let excluded = options.exclude.isEmpty ? "" : " after --exclude"
      let tests = options.includeTests ? "" : " (test folders are skipped; see --include-tests)"
      throw CommandFailure("\(named): no Swift files found\(excluded)\(tests)")
    }
    // Warnings (a file skipped or unreadable) always show: the graph lacks that file. Notes
    // (syntax errors the parser recovered from) only with --verbose.
    for diagnostic in result.diagnostics where options.verbose || diagnostic.severity == .warning {
      note("\(diagnostic)")
    }
    let unresolved = result.graph.unresolved
    if options.verbose {
      for item in unresolved { note(item.diagnostic) }
    }
    if announcesUnresolved, let summary = unresolved.summary {
      let features = result.graph.features.count
      note(
        "note: \(features) feature\(features == 1 ? "" : "s"); \(summary)"
          + (options.verbose ? "" : ": `navviz audit` lists them"))
    }
    if result.graph.features.isEmpty {
      let skipped = result.skippedFiles.isEmpty ? "" : " (\(result.skippedFiles.count) skipped)"
      note(
        "warning: no TCA features found in \(result.files.count) Swift file(s)\(skipped) under "
          + named)
    }
    return result
  }

  private func loadGraphFile(_ path: String) throws -> NavigationGraph {
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandFailure(
        input: path, .fileNotReadable(path: path, reason: "no such file or directory"))
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure(input: path, .fileNotReadable(path: path, reason: "permission denied"))
    }
    return try Self.graph(data, input: path)
  }

  /// A graph document's bytes, decoded and checked.
  static func graph(_ data: Data, input: String) throws -> NavigationGraph {
    do throws(NavGraphError) {
      let graph = try NavigationGraph(jsonData: data)
      try graph.validate()
      return graph
    } catch {
      throw CommandFailure(input: input, error)
    }
  }

  /// Several inputs make one graph; a feature declared twice must be the same declaration.
  private func merge(_ base: NavigationGraph, _ added: NavigationGraph, input: String) throws
    -> NavigationGraph
  {
    var result = base
    let known = Dictionary(base.features.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for feature in added.features {
      if let existing = known[feature.name] {
        guard existing == feature else {
          throw CommandFailure(
            "\(input): feature \"\(feature.name)\" differs from its declaration in an earlier "
              + "input")
        }
      } else {
        result.features.append(feature)
      }
    }
    let edges = Set(base.edges), findings = Set(base.findings)
    result.edges += added.edges.filter { !edges.contains($0) }
    result.findings += added.findings.filter { !findings.contains($0) }
    let unresolved = Set(base.unresolved)
    result.unresolved += added.unresolved.filter { !unresolved.contains($0) }
    result.roots = Array(Set(result.roots + added.roots)).sorted()
    return result.sorted()
  }
}
