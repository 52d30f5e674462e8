import Foundation
import NavGraphSyntax

/// `navviz-bench fingerprint DIR...` prints everything a scan returns — graph, lint facts,
/// diagnostics, files — as `dump` text. Performance work on the scanner must leave it
/// byte-identical; the CLI's JSON shows only the graph, so it cannot catch a change in facts.
func printScanFingerprint(_ inputs: [String]) {
  do {
    let result = try SourceScanner(options: ScanOptions(includeTests: true, jobs: 1)).scan(inputs)
    var text = ""
    dump(result, to: &text)
    print(text, terminator: "")
  } catch {
    print("fingerprint: \(error)")
    exit(1)
  }
}
