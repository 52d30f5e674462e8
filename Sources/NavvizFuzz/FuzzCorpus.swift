import Foundation
import NavGraphSyntax
import NavGraphSyntaxTestSupport

/// The files mutations start from: the samples' and the scanner fixtures' Swift sources, a
/// few files of the synthetic corpus, and (per input) random TCA-style Swift.
package struct FuzzCorpus: Sendable {
  package struct Seed: Sendable {
    package var name: String
    package var bytes: [UInt8]
  }

  package var seeds: [Seed]

  /// The folders under the package root whose Swift files are seeds.
  package static let folders = ["samples", "Tests/NavGraphSyntaxTests/Fixtures"]

  package init(seeds: [Seed]) {
    self.seeds = seeds
  }

  /// Reads the seed files under `packageRoot`, in sorted order (so a seed number means the
  /// same inputs on every machine), plus eight files of the synthetic corpus.
  package init(packageRoot: String) {
    var seeds: [Seed] = []
    for folder in Self.folders {
      let directory = packageRoot + "/" + folder
      for path in BareParse.swiftFiles(under: directory) {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        seeds.append(
          Seed(name: String(path.dropFirst(packageRoot.count + 1)), bytes: [UInt8](data)))
      }
    }
    for index in 0..<8 {
      let file = SyntheticCorpus.file(index * 97, of: 2_000)
      seeds.append(Seed(name: "synthetic " + file.path, bytes: Array(file.text.utf8)))
    }
    self.seeds = seeds
  }

  /// The package root of this source file's checkout (`Sources/NavvizFuzz/..`/..).
  package static var defaultPackageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  /// Input `iteration` of a run seeded with `seed`: a seed file or random Swift, with one to
  /// four mutations; one in `bigEvery` inputs is also repeated to 10 MB.
  package func fuzzCase(seed: UInt64, iteration: Int, bigEvery: Int = 0) -> FuzzCase {
    var random = FuzzRandom(seed: seed, iteration: iteration)
    let origin: String
    var bytes: [UInt8]
    if seeds.isEmpty || random.chance(1, in: 4) {
      origin = "random Swift"
      bytes = Array(RandomSwift().source(using: &random).utf8)
    } else {
      let chosen = random.pick(seeds)
      origin = chosen.name
      bytes = chosen.bytes
    }
    var edits = Mutator().edits(for: bytes, using: &random)
    for edit in edits { edit.apply(to: &bytes) }
    if bigEvery > 0, random.chance(1, in: bigEvery) {
      let grow = Mutator.grown(bytes, to: 10 << 20)
      grow.apply(to: &bytes)
      edits.append(grow)
    }
    return FuzzCase(seed: seed, iteration: iteration, origin: origin, edits: edits, bytes: bytes)
  }
}
