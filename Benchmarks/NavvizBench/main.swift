// `make bench` runs this in a release build and prints the figures BENCHMARKS.md records.
// `navviz-bench render|scan|lint|runtime|analysis ...` runs only the named groups (`stack`: only
// runtime's push + pop pairs; `stack 1000` only that stack size, to profile it).
import Foundation
import NavGraphSyntax
import NavGraphSyntaxTestSupport
import NavGraphTestSupport

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

// `navviz-bench parse DIR [THREADS]` only reads and parses DIR's `.swift` files (the scan's
// baseline), to profile or count it beside `navviz render DIR` (scripts/scan-counts.sh).
if CommandLine.arguments.dropFirst().first == "parse", CommandLine.arguments.count >= 3 {
  let threads = CommandLine.arguments.dropFirst(3).first.flatMap { Int($0) } ?? 1
  print("parsed \(BareParse.parseAll(under: CommandLine.arguments[2], threads: threads)) files")
  exit(0)
}

// `navviz-bench synthetic-graph N FILE` writes the N-feature synthetic graph as navgraph-v1
// JSON, to time CLI commands on it (`navviz paths FILE --all`, see BENCHMARKS.md).
if CommandLine.arguments.dropFirst().first == "synthetic-graph", CommandLine.arguments.count == 4,
  let count = Int(CommandLine.arguments[2]), count >= 2
{
  let data = try SyntheticGraph.make(features: count).jsonData()
  try data.write(to: URL(fileURLWithPath: CommandLine.arguments[3]))
  exit(0)
}

// `navviz-bench sends N [traced]` only sends N actions through a store, to count them
// (scripts/send-counts.sh) or time them as whole runs.
if CommandLine.arguments.dropFirst().first == "sends",
  (3...4).contains(CommandLine.arguments.count), let count = Int(CommandLine.arguments[2])
{
  let traced = CommandLine.arguments.count == 4 && CommandLine.arguments[3] == "traced"
  guard traced || CommandLine.arguments.count == 3 else {
    print("usage: navviz-bench sends N [traced]")
    exit(2)
  }
  runSends(count, traced: traced)
  exit(0)
}

let groups = CommandLine.arguments.dropFirst()
func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

if wants("render") { try runRenderBenchmarks() }
// A group that could not measure something says so; the run then ends with status 1.
var failed = false
if wants("scan") { failed = !runScanBenchmarks() || failed }
if wants("lint") { runLintBenchmarks() }
if wants("runtime") { await runRuntimeBenchmarks() }
if groups.contains("stack") {
  let sizes = groups.compactMap { Int($0) }
  await runStackBenchmarks(sizes: sizes.isEmpty ? [10, 1_000, 10_000] : sizes)
}
if wants("analysis") { runAnalysisBenchmarks() }
if failed { exit(1) }
