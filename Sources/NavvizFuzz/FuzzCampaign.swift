import Foundation

/// A fuzz run: inputs `0..<iterations` of one seed (or as many as fit a time budget), each
/// through `FuzzTarget` under the hang guard. Stops at the first hang (its thread cannot be
/// stopped); other failures are collected with their replay line.
public struct FuzzCampaign: Sendable {
  public var corpus: FuzzCorpus
  public var target: FuzzTarget
  public var seed: UInt64
  /// CPU seconds one input may use before it counts as a hang (`HangGuard`).
  public var hangLimit: Double = 30
  /// One input in this many is also repeated to 10 MB (0: never).
  public var bigEvery = 500

  public init(corpus: FuzzCorpus, target: FuzzTarget, seed: UInt64) {
    self.corpus = corpus
    self.target = target
    self.seed = seed
  }

  public struct Failure: Sendable, CustomStringConvertible {
    public var input: FuzzCase
    public var problem: String
    public var description: String { "\(problem)\n  input: \(input)" }
  }

  public struct Summary: Sendable {
    public var iterations = 0
    public var bytes = 0
    /// Inputs the scanner skipped or cut short, with a diagnostic naming the file.
    public var rejected = 0
    public var features = 0
    public var failures: [Failure] = []
    public var seconds = 0.0

    public init() {}
  }

  /// Runs `iterations` (starting at `first`), stopping early at `deadline` or at a hang.
  public func run(
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
  public func run(_ input: FuzzCase, into summary: inout Summary) -> Failure? {
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
