import Foundation
import NavGraphCore
import NavGraphFacts

/// The static scanner: reads TCA source (directories and `.swift` files) and returns its
/// navigation graph and lint facts, without compiling it.
///
/// Each file is parsed once, in parallel, and summarised by small collectors; the summaries
/// are then resolved together (names across files and modules) by ordered passes. The result
/// does not depend on file-system order or on the number of jobs.
package struct SourceScanner: Sendable {
  package var options: ScanOptions
  /// How folders are listed; tests substitute other orders (`DirectoryListing`).
  package var listing: DirectoryListing
  /// Called once per file parsed, from the parsing threads, with the number of files the
  /// scan reads: for a progress line.
  package var fileParsed: (@Sendable (_ total: Int) -> Void)?
  /// Where summaries of files read before are kept (`DiskSummaryCache`); `nil` parses every
  /// file.
  package var summaryCache: (any SummaryCache)?

  package init(options: ScanOptions = ScanOptions()) {
    self.options = options
    self.listing = .fileSystem
  }

  /// Whether the CLI should hand `path` to the scanner: a directory or a `.swift` file (a graph
  /// JSON document is read as a graph instead).
  package static func accepts(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return (exists && isDirectory.boolValue) || path.hasSuffix(".swift")
  }

  /// Scans `inputs`, each a directory or a `.swift` file.
  /// - Throws: `NavGraphError.fileNotReadable` when an input does not exist or cannot be read.
  package func scan(_ inputs: [String]) throws(NavGraphError) -> ScanResult {
    let files = try InputEnumerator(options: options, listing: listing).files(for: inputs)
    guard let cache = summaryCache else { return scan(files, summarize: FileSummarizer.summarize) }
    return scan(files) { file in
      FileSummarizer.summarize(
        file, data: FileManager.default.contents(atPath: file.absolutePath), cache: cache)
    }
  }

  /// The files a scan of `inputs` (absolute paths) would read in `volume`, in scan order.
  package func files(for inputs: [String], in volume: SourceVolume) throws(NavGraphError)
    -> [SourceFile]
  {
    try InputEnumerator(options: options, volume: volume).files(for: inputs)
  }

  /// Scans `files` (from `files(for:in:)`) whose bytes `contents` hands over, by absolute
  /// path; `nil` makes a file unreadable, as a file that vanished from the disk is.
  package func scan(
    _ files: [SourceFile], contents: @escaping @Sendable (String) -> Data?
  ) -> ScanResult {
    scan(files) { file in FileSummarizer.summarize(file, data: contents(file.absolutePath)) }
  }

  private func scan(
    _ files: [SourceFile], summarize: @escaping @Sendable (SourceFile) -> FileSummary
  ) -> ScanResult {
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let summarize = reportingProgress(summarize, total: files.count)
    guard jobs > 1 else {
      let summaries = files.parallelMap(
        jobs: 1, stackSize: ScanLimits.workerStackSize, summarize)
      defer { options.workingMemory.dispose(summaries) }
      return result(from: summaries, jobs: 1)
    }
    // With several workers, this thread would only wait for them: it indexes the types of
    // each file, in input order, as soon as that file is summarised.
    var index = TypeIndex()
    let summaries = files.parallelMap(
      jobs: jobs, stackSize: ScanLimits.workerStackSize, summarize,
      eachInOrder: { index.add($0) })
    index.finish()
    defer { options.workingMemory.dispose((summaries, index)) }
    return result(from: summaries, jobs: jobs, index: index)
  }

  /// `summarize`, telling `fileParsed` after each file when it is set.
  private func reportingProgress(
    _ summarize: @escaping @Sendable (SourceFile) -> FileSummary, total: Int
  ) -> @Sendable (SourceFile) -> FileSummary {
    guard let fileParsed else { return summarize }
    return { file in
      let summary = summarize(file)
      fileParsed(total)
      return summary
    }
  }

  /// Why an unreadable file gave nothing, in its warning and in every report.
  static let unreadableReason = "file could not be read"

  /// Scans in-memory sources keyed by relative path (`"Sources/App/App.swift"`), as if read
  /// from an input root; for tests and tools that already hold the text.
  package func scan(sources: [String: String]) -> ScanResult {
    let inputs = sources.keys.sorted().map { path in
      let parts = path.split(separator: "/").map(String.init)
      let file = SourceFile(
        absolutePath: "/" + path, relativePath: path,
        module: InputEnumerator.module(absolute: "/" + path, relative: path, root: "/"),
        isTest: parts.indices.dropLast().contains {
          InputEnumerator.isTestFolder(parts[$0], under: Array(parts[..<$0]))
        } || path.hasSuffix("Tests.swift"))
      return (file, sources[path]!)
    }
    let summaries = inputs.parallelMap(jobs: 1, stackSize: ScanLimits.workerStackSize) {
      FileSummarizer.summarize(source: $0.1, file: $0.0)
    }
    return result(from: summaries, jobs: 1)
  }

  func result(from summaries: [FileSummary], jobs: Int, index: TypeIndex? = nil)
    -> ScanResult
  {
    let (graph, facts, built, census) = GraphBuilder(
      jobs: jobs, workingMemory: options.workingMemory
    ).build(summaries, index: index)
    var diagnostics = built
    var skipped: [SkippedFile] = []
    for summary in summaries {
      let location = SourceLocation(file: summary.file.relativePath)
      if summary.isUnreadable {
        let file = SkippedFile(file: location.file, reason: Self.unreadableReason)
        diagnostics.append(
          ScanDiagnostic(severity: .warning, message: file.reason, location: location))
        skipped.append(file)
      } else if let reason = summary.skipReason {
        let file = SkippedFile(file: location.file, reason: reason)
        diagnostics.append(
          ScanDiagnostic(severity: .warning, message: file.message, location: location))
        skipped.append(file)
      } else if summary.hasSyntaxErrors {
        diagnostics.append(
          ScanDiagnostic(
            severity: .note, message: "syntax errors; scanned what the parser recovered",
            location: location))
      }
      if summary.hadInvalidUTF8 {
        diagnostics.append(
          ScanDiagnostic(
            severity: .note, message: "invalid UTF-8 replaced with U+FFFD", location: location))
      }
    }
    return ScanResult(
      graph: graph, facts: facts, diagnostics: diagnostics.sorted(),
      files: summaries.map(\.file.relativePath), skippedFiles: skipped, census: census)
  }
}
