import Foundation
import NavvizFuzz
import Testing

/// The quick fuzz run of `swift test`: a fixed budget of mutated samples, fixtures and random
/// Swift through scan, lint, reporters and renderers (`make fuzz` runs the long one). A
/// failure prints the input and the `navviz-fuzz --seed S --replay N` line that rebuilds it.
@Suite(.serialized) struct FuzzBudgetTests {
  static let seed: UInt64 = 20_261_123
  static let budget = 150

  @Test func aFixedBudgetOfMutatedInputsScansLintsAndRenders() throws {
    let work = try FuzzWorkFolder()
    defer { work.remove() }
    var campaign = FuzzCampaign(
      corpus: FuzzCorpus(packageRoot: FuzzCorpus.defaultPackageRoot),
      target: FuzzTarget(workDirectory: work.path), seed: Self.seed)
    campaign.bigEvery = 0  // the 10 MB file has its own test
    #expect(campaign.corpus.seeds.count > 20, "the samples and fixtures were not found")
    let summary = campaign.run(iterations: Self.budget)
    #expect(summary.iterations == Self.budget)
    for failure in summary.failures { Issue.record("\(failure)") }
  }

  @Test func theSameSeedGivesTheSameInputs() {
    let corpus = FuzzCorpus(packageRoot: FuzzCorpus.defaultPackageRoot)
    for iteration in [0, 7, 123] {
      let first = corpus.fuzzCase(seed: Self.seed, iteration: iteration)
      let second = corpus.fuzzCase(seed: Self.seed, iteration: iteration)
      #expect(first.bytes == second.bytes)
      #expect(first.description == second.description)
    }
    #expect(corpus.fuzzCase(seed: 1, iteration: 0).bytes != corpus.fuzzCase(seed: 2, iteration: 0).bytes)
  }
}

/// A temporary folder for the inputs one test writes.
struct FuzzWorkFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "navviz-fuzz-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Runs `bytes` through the fuzz target under the hang guard; the failure, if any.
  func failure(of bytes: [UInt8], hangLimit: Double = 60) -> String? {
    let target = FuzzTarget(workDirectory: path)
    let outcome = HangGuard.run(seconds: hangLimit) { () -> String? in
      do throws(FuzzTarget.Failure) {
        _ = try target.run(bytes)
        return nil
      } catch {
        return error.description
      }
    }
    guard let outcome else { return "hang: \(HangGuard.limitDescription(hangLimit))" }
    return outcome
  }
}
