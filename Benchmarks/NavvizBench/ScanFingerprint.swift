import Foundation
import NavGraphSyntax

/// `navviz-bench fingerprint DIR...` prints everything a scan returns — graph, lint facts,
/// diagnostics, files — as `dump` text. Performance work on the scanner must leave it
/// byte-identical; the CLI's JSON shows only the graph, so it cannot catch a change in facts.
/// `--jobs N` first scans (and resolves) on N threads; the output must not change with it.
func printScanFingerprint(_ arguments: [String]) {
  var inputs = arguments
  var jobs = 1
  if inputs.first == "--jobs", inputs.count > 1, let count = Int(inputs[1]) {
    jobs = count
    inputs.removeFirst(2)
  }
  do {
    let result = try SourceScanner(options: ScanOptions(includeTests: true, jobs: jobs)).scan(
      inputs)
    var text = ""
    dump(result, to: &text)
    print(text, terminator: "")
  } catch {
    print("fingerprint: \(error)")
    exit(1)
  }
}
