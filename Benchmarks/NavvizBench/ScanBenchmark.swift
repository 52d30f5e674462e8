import Foundation
import NavGraph
import NavGraphSyntax

/// Issue 5, "Measure": a full scan of the generated 2,000-file corpus on all cores and on
/// one, against reading and `Parser.parse` alone on one thread, in the same run. Each figure
/// is the best of `rounds`, which is the least noisy on a shared machine.
func runScanBenchmarks(files: Int = 2_000, rounds: Int = 3) {
  CorpusRun.run("scan", files: files, rounds: rounds) { corpus in
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let bare = corpus.best("Parser.parse alone, 1 thread") {
      "\(BareParse.parseAll(under: corpus.path)) files"
    }
    let single = corpus.best("scan, jobs=1") { scanSummary(corpus.path, jobs: 1) }
    let all = corpus.best("scan, all cores (jobs=\(cores))") {
      scanSummary(corpus.path, jobs: nil)
    }
    let command = corpus.best("`navviz render DIR --format json`, all cores") {
      runNavviz(["render", corpus.path, "--format", "json"])
    }
    print("  scan jobs=1 / bare parse: " + CorpusRun.ratio(single, bare) + " (aim: <= 1.50)")
    print("  scan all cores / bare parse: " + CorpusRun.ratio(all, bare) + " (aim: < 1.00)")
    print("  navviz render --format json / bare parse: " + CorpusRun.ratio(command, bare)
      + " (aim: < 1.00)")
  }
}

/// Runs the `navviz` built beside this benchmark, as a user would, and says how it ended.
private func runNavviz(_ arguments: [String]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("navviz")
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  do {
    try process.run()
    process.waitUntilExit()
    return "exit \(process.terminationStatus)"
  } catch {
    return "error: \(error)"
  }
}

private func scanSummary(_ path: String, jobs: Int?) -> String {
  do {
    let result = try SourceScanner(options: ScanOptions(jobs: jobs)).scan([path])
    return "\(result.graph.features.count) features, \(result.graph.edges.count) edges"
  } catch {
    return "error: \(error)"
  }
}

/// `navviz-bench corpus DIR [FILES]`: writes the generated corpus (2,000 files by default).
func writeCorpus(_ arguments: [String]) {
  guard let path = arguments.first else {
    print("usage: navviz-bench corpus DIR [FILES]")
    exit(2)
  }
  do {
    let written = try SyntheticCorpus.write(to: path, files: arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000)
    print("wrote \(written.files) files, \(written.lines) lines to \(path)")
  } catch {
    print("navviz-bench: \(error)")
    exit(1)
  }
}
