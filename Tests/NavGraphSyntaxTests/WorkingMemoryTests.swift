import Foundation
import Testing

@testable import NavGraphSyntax

/// The CLI leaves the scanner's working memory to the operating system
/// (`WorkingMemory.leftToExit`); that must change nothing the scan answers, and a process that
/// goes on (the default) must still get its memory back.
@Suite struct WorkingMemoryTests {
  private final class Probe {}

  @Test func leftToExitKeepsWhatItIsGivenAndFreedDoesNot() {
    weak var kept: Probe?
    weak var freed: Probe?
    do {
      let first = Probe()
      let second = Probe()
      kept = first
      freed = second
      WorkingMemory.leftToExit.dispose([first])
      WorkingMemory.freed.dispose([second])
    }
    #expect(kept != nil)
    #expect(freed == nil)
  }

  @Test(arguments: [1, 3]) func theScanIsTheSameWhicheverPolicy(jobs: Int) throws {
    let fixtures = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures")
    let inputs = ["SyncUps", "Mixed Modules", "Inventory Legacy"].map {
      fixtures.appendingPathComponent($0).path
    }
    var options = ScanOptions(jobs: jobs)
    let freed = try SourceScanner(options: options).scan(inputs)
    options.workingMemory = .leftToExit
    let left = try SourceScanner(options: options).scan(inputs)
    #expect(!left.graph.features.isEmpty)
    #expect(left == freed)
  }
}
