import Foundation

/// A fuzz run: inputs `0..<iterations` of one seed (or as many as fit a time budget), each
/// through `FuzzTarget` under the hang guard. Stops at the first hang (its thread cannot be
/// stopped); other failures are collected with their replay line.
package struct FuzzCampaign: Sendable {
  package var corpus: FuzzCorpus
  package var target: FuzzTarget
  package var seed: UInt64
  /// CPU seconds one input may use before it counts as a hang (`HangGuard`).
  package var hangLimit: Double = 30
  /// One input in this many is also repeated to 10 MB (0: never).
  package var bigEvery = 500

  package init(corpus: FuzzCorpus, target: FuzzTarget, seed: UInt64) {
    self.corpus = corpus
    self.target = target
    self.seed = seed
  }

  package struct Failure: Sendable, CustomStringConvertible {
    package var input: FuzzCase
    package var problem: String
    package var description: String { "\(problem)\n  input: \(input)" }
  }

  package struct Summary: Sendable {
    package var iterations = 0
    package var bytes = 0
    /// Inputs the scanner skipped or cut short, with a diagnostic naming the file.
    package var rejected = 0
    package var features = 0
    package var failures: [Failure] = []
    package var seconds = 0.0

    package init() {}
  }

  /// Runs `iterations` (starting at `first`), stopping early at `deadline` or at a hang.
  package func run(
    first: Int = 0, iterations: Int, deadline: Date? = nil,
    progress: (@Sendable (Summary) -> Void)? = nil
  ) -> Summary {
    var summary = Summary()
    let start = Date()
    for iteration in first..<(first + iterations) {
      if let deadline, Date() >= deadline { break }
      let input = corpus.fuzzCase(seed: seed, iteration: iteration, bigEvery: bigEvery)
      let failure = run(input, into: &summary)
      if let failure {
        summary.failures.append(failure)
        if failure.problem.hasPrefix("hang") { break }
      }
      if let progress, summary.iterations % 1_000 == 0 {
        summary.seconds = Date().timeIntervalSince(start)
        progress(summary)
      }
    }
    summary.seconds = Date().timeIntervalSince(start)
    return summary
  }

  /// Runs one input; `nil` when everything held.
  package func run(_ input: FuzzCase, into summary: inout Summary) -> Failure? {
    CrashReplay.set(input.description)
    summary.iterations += 1
    summary.bytes += input.bytes.count
    let target = self.target
    let name = "seed\(seed)-\(input.iteration)"
    let outcome = HangGuard.run(seconds: hangLimit) {
      () -> Result<FuzzTarget.Outcome, FuzzTarget.Failure> in
      do throws(FuzzTarget.Failure) {
        return .success(try target.run(input.bytes, name: name))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case nil:
      return Failure(input: input, problem: "hang: \(HangGuard.limitDescription(hangLimit))")
    case .failure(let error)?:
      return Failure(input: input, problem: error.description)
    case .success(let result)?:
      summary.features += result.features
      if result.diagnostics.contains(where: { $0.severity == .warning }) { summary.rejected += 1 }
      return nil
    }
  }
}
