// `make bench` runs this in a release build and prints the figures BENCHMARKS.md records.
// `navviz-bench render|runtime|scan ...` runs only the named groups.
let groups = CommandLine.arguments.dropFirst()
func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

if wants("render") { try runRenderBenchmarks() }
if wants("scan") { runScanBenchmarks() }
if wants("runtime") { runRuntimeBenchmarks() }
