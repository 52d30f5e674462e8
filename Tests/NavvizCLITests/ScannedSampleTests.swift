import Foundation
import NavGraphTestSupport
import Testing

/// The samples as scanned (`samples/graphs/scanned/`), which the renderers' tests draw in
/// place of a scan: each must still be what `navviz` makes of its sample, or those tests
/// would check pictures of a graph the scanner no longer makes. Re-record on purpose with
/// `NAVVIZ_RECORD_GOLDEN=1`, then review the diff.
@Suite("The samples as scanned")
struct ScannedSampleTests {
  @Test("each is what navviz scans of its sample", arguments: Fixtures.ScannedSample.all.indices)
  func scanned(index: Int) throws {
    let sample = Fixtures.ScannedSample.all[index]
    let lint = sample.linted ? ["--lint"] : []
    let result = try NavvizProcess.run(
      ["render"] + sample.folders + ["--format", "json"] + lint, in: NavvizProcess.repository)
    #expect(result.status == 0, "\(result.stderr)")
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_GOLDEN"] == "1" {
      try result.stdout.write(to: sample.url)
      return
    }
    let folders = sample.folders.joined(separator: ", ")
    #expect(
      result.stdout == (try Data(contentsOf: sample.url)),
      "\(sample.url.lastPathComponent) differs from what navviz scans of \(folders)")
  }

  /// The entry points the renderers' tests hand each picture, as the CLI does.
  @Test(
    "their entry points are the stores navviz finds",
    arguments: Fixtures.ScannedSample.all.indices)
  func entryPoints(index: Int) throws {
    let sample = Fixtures.ScannedSample.all[index]
    let result = try NavvizProcess.run(
      ["render"] + sample.folders + ["--verbose", "--quiet", "--format", "dot"],
      in: NavvizProcess.repository)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains(
      "; entry points: \(sample.entryPoints.joined(separator: ", ")); "))
  }
}
