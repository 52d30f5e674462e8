import NavGraphCore
import NavGraphSyntax

extension SourceScanner {
  /// Reads, checks, parses and collects `inputs` on one thread, and stops there: the one-job
  /// scan without resolution, for the benchmark that asks how much of a scan's time is left
  /// beside parsing once each file is summarised. Returns how many files were summarised.
  package func summarizeOnly(_ inputs: [String]) throws(NavGraphError) -> Int {
    let files = try InputEnumerator(options: options, listing: listing).files(for: inputs)
    return files.parallelMap(
      jobs: 1, stackSize: ScanLimits.workerStackSize, FileSummarizer.summarize
    ).count
  }
}
