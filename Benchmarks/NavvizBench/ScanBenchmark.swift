import Foundation
import NavGraph
import NavGraphSyntax

/// Issue 5, "Measure": a full scan of the generated 2,000-file corpus on all cores and on
/// one, against reading and `Parser.parse` alone on one thread, in the same run.
///
/// The variants run interleaved — one of each per round, `rounds` rounds — so a burst of load
/// from another process falls on every variant alike rather than on whichever ran then; each
/// line gives the best (the least disturbed) and the median of its rounds, and each ratio is
/// given for both. Bare parsing on all cores is printed as the ceiling: what the cores give
/// to parsing alone, which no scan on them can beat.
func runScanBenchmarks(files: Int = 2_000, rounds: Int = 7) {
  CorpusRun.run("scan", files: files, rounds: rounds) { corpus in
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let rows = corpus.interleaved([
      ("Parser.parse alone, 1 thread", { "\(BareParse.parseAll(under: corpus.path)) files" }),
      ("Parser.parse alone, all cores (\(cores) threads; the ceiling)", {
        "\(BareParse.parseAll(under: corpus.path, threads: cores)) files"
      }),
      ("scan, jobs=1", { scanSummary(corpus.path, jobs: 1) }),
      ("scan, all cores (jobs=\(cores))", { scanSummary(corpus.path, jobs: nil) }),
      ("`navviz render DIR --format json`, all cores", {
        runNavviz(["render", corpus.path, "--format", "json"])
      }),
    ])
    let (bare, single, all, command) = (rows[0], rows[2], rows[3], rows[4])
    print("  scan jobs=1 / bare parse: " + CorpusRun.ratios(single, bare) + " (aim: <= 1.50)")
    print("  scan all cores / bare parse: " + CorpusRun.ratios(all, bare) + " (aim: < 1.00)")
    print("  navviz render --format json / bare parse: " + CorpusRun.ratios(command, bare)
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
