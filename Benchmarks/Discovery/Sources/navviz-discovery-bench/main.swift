// Reflection discovery of the generated 1,000-feature tree (DiscoveryTree, generated at build
// time by DiscoveryTreePlugin).
// Aim: under 50 ms in a release build. BENCHMARKS.md records the figures.
// `navviz-discovery-bench GRAPH.json` also writes the discovered graph there, so two builds'
// graphs can be compared byte for byte (`cmp`).
import DiscoveryTree
import Foundation
import NavGraph

let runs = 20
var graph = NavigationGraph()
var times: [Double] = []
for _ in 0..<runs {
  let start = DispatchTime.now().uptimeNanoseconds
  graph = NavigationGraph(reflecting: DiscoveryTree.root)
  times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
let structs = graph.features.filter { $0.kind == .struct }.count
precondition(
  structs == DiscoveryTree.featureCount,
  "discovered \(structs) struct features, generated \(DiscoveryTree.featureCount)")
if CommandLine.arguments.count > 1 {
  try graph.jsonData().write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
}
let cold = times[0]
times.sort()
print(
  "discovery: NavigationGraph(reflecting:) over \(structs) generated features "
    + "(\(graph.features.count) with enum reducers, \(graph.edges.count) edges), \(runs) runs")
print(
  String(
    format: "  best %.2f ms   median %.2f ms   worst %.2f ms   first (cold) %.2f ms", times[0],
    times[runs / 2], times[runs - 1], cold))
