import Foundation
import NavGraphRendering
import NavGraphTestSupport

/// `navviz-bench render`: `navviz render --format svg` in-process versus `dot -Tsvg` as a
/// process, on the DOT navviz emits, for navigation-like graphs of 50, 500 and 2,000 features;
/// and memory over 100 consecutive renders in one process.
func runRenderBenchmarks() throws {
  print("## Render: in-process SVG vs `dot -Tsvg` as a process")
  print("Wall time (min, median) and CPU time (min) per render; CPU includes the dot process.")
  print(
    "| features | in-process wall min | median | CPU min | `dot -Tsvg` wall min | median "
      + "| CPU min | runs |")
  print("| --- | --- | --- | --- | --- | --- | --- | --- |")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-bench")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  // Every feature: the whole picture is what is measured, not the overview drawn by default.
  let whole = RenderOptions(level: .feature)
  for size in [50, 500, 2000] {
    let graph = SyntheticGraph.make(features: size)
    let runs = size >= 2000 ? 5 : 11
    let renderer = GraphvizRenderer(format: .svg)
    _ = try renderer.render(graph, options: whole)  // warm up: plugins, fonts
    let inProcess = try Measure.samples(runs: runs) {
      _ = try renderer.render(graph, options: whole)
    }
    let dotFile = folder.appendingPathComponent("graph-\(size).dot")
    try GraphvizRenderer(format: .dot).render(graph, options: whole).write(to: dotFile)
    let dot = try Measure.samples(runs: runs) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
      process.arguments = ["-Tsvg", dotFile.path, "-o", "/dev/null"]
      try process.run()
      process.waitUntilExit()
    }
    func columns(_ samples: Measure.Samples) -> String {
      [Measure.minimum(samples.wall), Measure.median(samples.wall), Measure.minimum(samples.cpu)]
        .map(Measure.milliseconds).joined(separator: " | ")
    }
    print("| \(size) | \(columns(inProcess)) | \(columns(dot)) | \(runs) |")
  }

  // Memory: resident size after each hundred of 500 renders of one 500-feature graph. A leak
  // grows every hundred; the allocator settling in only grows the first ones.
  let graph = SyntheticGraph.make(features: 500)
  let renderer = GraphvizRenderer(format: .svg)
  for _ in 0..<10 { _ = try renderer.render(graph, options: whole) }
  var resident = [Measure.residentKiB() ?? 0]
  for _ in 0..<3 {
    for _ in 0..<100 { _ = try renderer.render(graph, options: whole) }
    resident.append(Measure.residentKiB() ?? 0)
  }
  print("\nRSS (KiB) after 10 warm-up renders of 500 features, then after each further 100: "
    + resident.map(String.init).joined(separator: " -> "))
}
