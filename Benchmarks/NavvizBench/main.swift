// `make bench` runs this in a release build and prints the figures BENCHMARKS.md records.
// `navviz-bench render|scan|lint|runtime ...` runs only the named groups.
import Foundation

// `navviz-bench corpus DIR [FILES]` only writes the generated corpus, to profile or time the
// CLI on it by hand (see BENCHMARKS.md).
if CommandLine.arguments.dropFirst().first == "corpus" {
  writeCorpus(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

// `navviz-bench fingerprint DIR...` prints the whole scan result, to check that a change to
// the scanner leaves its output byte-identical.
if CommandLine.arguments.dropFirst().first == "fingerprint" {
  printScanFingerprint(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

let groups = CommandLine.arguments.dropFirst()
func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

if wants("render") { try runRenderBenchmarks() }
if wants("scan") { runScanBenchmarks() }
if wants("lint") { runLintBenchmarks() }
if wants("runtime") { runRuntimeBenchmarks() }
