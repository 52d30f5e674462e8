import Foundation
import NavGraphCore
import NavGraphSyntaxTestSupport
import NavGraphTestSupport
import Testing

/// `navviz render` and `navviz lint` on a slice of the generated corpus give the same bytes
/// from separate processes, with one parse job or one per core, and from a copy of the corpus
/// whose files were created in another order. `make stress` runs the same check on
/// all 2,000 files (scripts/stress-determinism.sh); here a debug build scans 60 (20 modules of
/// three), which keeps the twelve runs under a minute on a busy two-core machine.
@Suite("Corpus determinism", .serialized)
struct CorpusDeterminismTests {
  static let files = 60

  /// Each command and the files it writes.
  static let commands: [(name: String, arguments: [String], outputs: [String])] = [
    ("json", ["render", ".", "--format", "json", "-o", "out/graph.json"], ["graph.json"]),
    ("dot", ["render", ".", "--format", "dot", "-o", "out/graph.dot"], ["graph.dot"]),
    ("svg", ["render", ".", "--lint", "-o", "out/graph.svg"], ["graph.svg"]),
    (
      "lint",
      [
        "lint", ".", "--reporter", "text:out/lint.txt", "--reporter", "json:out/lint.json",
        "--reporter", "sarif:out/lint.sarif",
      ],
      ["lint.txt", "lint.json", "lint.sarif"]
    ),
  ]

  @Test func renderAndLintGiveTheSameBytesEveryTime() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inOrder = folder.appendingPathComponent("in-order")
    let shuffled = folder.appendingPathComponent("shuffled")
    try Self.writeCorpus(to: inOrder, order: Array(0..<Self.files))
    var random = SplitMix64(seed: 2_000)
    try Self.writeCorpus(to: shuffled, order: Array(0..<Self.files).shuffled(using: &random))

    let runs: [(corpus: URL, jobs: [String])] = [
      (inOrder, ["--jobs", "1"]), (inOrder, []), (shuffled, ["--jobs", "4"]),
    ]
    for command in Self.commands {
      var outputs: [[Data]] = []
      for run in runs {
        outputs.append(try Self.run(command, in: run.corpus, extra: run.jobs))
      }
      #expect(outputs[0].allSatisfy { !$0.isEmpty }, "\(command.name) wrote an empty file")
      for (index, output) in outputs.enumerated().dropFirst() {
        #expect(output == outputs[0], "\(command.name): run \(index) \(runs[index]) differs")
      }
    }
  }

  /// Runs one command in `corpus` (as the working directory) and returns what it wrote.
  static func run(
    _ command: (name: String, arguments: [String], outputs: [String]), in corpus: URL,
    extra: [String]
  ) throws -> [Data] {
    let out = corpus.appendingPathComponent("out")
    try? FileManager.default.removeItem(at: out)
    let result = try NavvizProcess.run(command.arguments + extra, in: corpus)
    // The corpus has findings, but only warnings: lint succeeds too.
    #expect(result.status == 0, "\(command.name): \(result.stderr)")
    let written = try command.outputs.map { try Data(contentsOf: out.appendingPathComponent($0)) }
    try FileManager.default.removeItem(at: out)
    return written
  }

  static func writeCorpus(to folder: URL, order: [Int]) throws {
    for index in order {
      let (path, text) = SyntheticCorpus.file(index, of: files)
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }
}
