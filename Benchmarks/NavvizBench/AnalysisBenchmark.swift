import Foundation
import NavGraphLint
import NavGraphTestSupport

/// `navviz-bench analysis`: the graph analyses behind `navviz paths` and the structural rules,
/// in-process on the synthetic graphs (no scanning, no output): what `navviz paths FILE --all`
/// and lint add on top of loading a graph.
func runAnalysisBenchmarks() {
  print("## Analysis: paths and structural rules")
  print("CPU time (min, median) per run, in milliseconds.")
  print("| features | routes to every destination | + Swift state | four structural rules | runs |")
  print("| --- | --- | --- | --- | --- |")
  let structural: [any LintRule] = [
    PresentationCycleRule(), DestinationCaseBudgetRule(), NavigationDepthBudgetRule(),
    OrphanFeatureRule(),
  ]
  for size in [500, 2000] {
    let graph = SyntheticGraph.make(features: size)
    let runs = 7
    let routes = Measure.samples(runs: runs) {
      _ = graph.shortestRoutesToEveryDestination()
    }
    let swift = Measure.samples(runs: runs) {
      _ = graph.shortestRoutesToEveryDestination().map(\.swiftState)
    }
    let rules = Measure.samples(runs: runs) {
      _ = Linter(rules: structural).lint(LintInput(graph: graph))
    }
    func cell(_ samples: Measure.Samples) -> String {
      "\(Measure.milliseconds(Measure.minimum(samples.cpu))), "
        + Measure.milliseconds(Measure.median(samples.cpu))
    }
    print("| \(size) | \(cell(routes)) | \(cell(swift)) | \(cell(rules)) | \(runs) |")
  }
}
