import ArgumentParser
import Foundation
import NavvizFuzz

/// `navviz-fuzz`: the long fuzz run of `make fuzz` (the quick one runs under `swift test`).
/// Mutates the samples, the scanner fixtures and random Swift; every input must scan (or be
/// skipped with a diagnostic naming it), lint and render without a crash or a hang.
@main
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navviz-fuzz",
    abstract: "Fuzz the static scanner, the lint engine and the renderers.",
    discussion: """
      Input N of seed S is always the same bytes, so a failure is replayed with
      `navviz-fuzz --seed S --replay N` (add --write-input FILE to keep the bytes).
      Exit status: 0 when every input held, 1 when one failed or hung; a crash prints the
      input it died on.
      """)

  @Option(help: "The run's seed.") var seed: UInt64 = 1
  @Option(help: "How many inputs to run.") var iterations = 100_000
  @Option(help: "Stop after this many seconds even if inputs remain.") var seconds: Double?
  @Option(help: "The first input's number (to resume a run).") var first = 0
  @Option(help: "Run input N only, and describe it.") var replay: Int?
  @Option(help: "With --replay: write the input's bytes to FILE.") var writeInput: String?
  @Option(help: "CPU seconds an input may use before it is a hang (10x that on the clock).")
  var hangLimit = 30.0
  @Option(help: "One input in N is also repeated to 10 MB (0: never).") var bigEvery = 500
  @Option(help: "The navviz checkout whose samples and fixtures are the seeds.")
  var root = FileManager.default.currentDirectoryPath

  func run() throws {
    CrashReplay.install()
    let work = NSTemporaryDirectory() + "navviz-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: work) }
    let corpus = FuzzCorpus(packageRoot: root)
    guard !corpus.seeds.isEmpty else {
      throw ValidationError("no Swift files under \(FuzzCorpus.folders) in \(root); pass --root")
    }
    var campaign = FuzzCampaign(corpus: corpus, target: FuzzTarget(workDirectory: work), seed: seed)
    campaign.hangLimit = hangLimit
    campaign.bigEvery = bigEvery
    if let replay {
      let input = corpus.fuzzCase(seed: seed, iteration: replay, bigEvery: bigEvery)
      print(input)
      if let writeInput { try Data(input.bytes).write(to: URL(fileURLWithPath: writeInput)) }
      var summary = FuzzCampaign.Summary()
      if let failure = campaign.run(input, into: &summary) { fail([failure]) }
      print("passed")
      return
    }
    say(
      "navviz-fuzz: seed \(seed), inputs \(first)..<\(first + iterations), "
        + "\(corpus.seeds.count) seed files")
    let summary = campaign.run(
      first: first, iterations: iterations,
      deadline: seconds.map { Date().addingTimeInterval($0) }
    ) { progress in
      say(
        "  \(progress.iterations) inputs, \(Int(progress.seconds)) s, "
          + "\(progress.failures.count) failures")
    }
    print(
      "navviz-fuzz: \(summary.iterations) inputs (\(summary.bytes >> 20) MiB) in "
        + String(format: "%.1f", summary.seconds) + " s; \(summary.rejected) skipped or cut "
        + "short with a diagnostic; \(summary.failures.count) failures")
    if !summary.failures.isEmpty { fail(summary.failures) }
  }

  /// A progress line, written at once: `print` to a file or pipe (`make fuzz > log`) is held
  /// in a buffer, and an hour's run showed nothing until it ended.
  private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private func fail(_ failures: [FuzzCampaign.Failure]) -> Never {
    for failure in failures { FileHandle.standardError.write(Data("FAIL: \(failure)\n".utf8)) }
    // A hung input's thread is still running: leave without waiting for it.
    Foundation.exit(1)
  }
}
