import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphSyntax
import NavGraphSyntaxTestSupport
import NavGraphTestSupport
import Testing

/// The scan gives one answer whatever order the file system lists folders in, whatever order
/// the files were created in, and however many jobs parse them.
///
/// The inputs mix a slice of the generated corpus with the fixture apps (five apps, every
/// generation of the API, several modules each): if resolution ever let the first file seen
/// win, another order would show it.
@Suite("File-system order")
struct FileSystemOrderTests {
  /// Enough files for 20 modules of three; the CLI test and `make stress` use more.
  static let corpusFiles = 60

  /// One reference scan, then other listing orders, job counts and input orders.
  @Test func listingOrderJobsAndInputOrderDoNotChangeTheScan() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let inputs = try workspace.inputs()
    let reference = try SourceScanner().scan(inputs)
    #expect(reference.files.count > Self.corpusFiles)
    let referenceBytes = try Self.bytes(of: reference)

    let seen = SeenFolders()
    let variants: [(name: String, listing: DirectoryListing, jobs: Int?)] = [
      ("reversed, 1 job", .reversed.recording(into: seen), 1),
      ("shuffled 1, 8 jobs", .shuffled(1), 8),
      ("shuffled 2", .shuffled(2), nil),
      ("shuffled 42, 3 jobs", .shuffled(42), 3),
    ]
    for variant in variants {
      var scanner = SourceScanner(options: ScanOptions(jobs: variant.jobs))
      scanner.listing = variant.listing
      let result = try scanner.scan(inputs)
      #expect(result == reference, "\(variant.name)")
      #expect(try Self.bytes(of: result) == referenceBytes, "\(variant.name)")
    }
    // The seam is used for every folder, nested ones included.
    #expect(seen.contains { $0.hasSuffix("/corpus/Sources/Module7") })
    #expect(seen.contains { $0.hasSuffix("/Fixtures/SyncUps") })

    #expect(try SourceScanner().scan(inputs.reversed()) == reference, "inputs reversed")
  }

  @Test func filesCreatedInAnotherOrderGiveTheSameScan() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-created-order-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let forward = root.appendingPathComponent("forward")
    let shuffled = root.appendingPathComponent("shuffled")
    var random = SplitMix64(seed: 9)
    try Self.writeCorpus(to: forward, order: Array(0..<Self.corpusFiles))
    try Self.writeCorpus(
      to: shuffled, order: Array(0..<Self.corpusFiles).shuffled(using: &random))
    let first = try SourceScanner().scan([forward.path])
    let second = try SourceScanner().scan([shuffled.path])
    #expect(first == second)
    #expect(try Self.bytes(of: first) == Self.bytes(of: second))
  }

  /// The graph as navgraph-v1 JSON, plus every diagnostic: what the CLI writes.
  static func bytes(of result: ScanResult) throws -> Data {
    var data = try result.graph.jsonData()
    for diagnostic in result.diagnostics { data.append(Data("\(diagnostic)\n".utf8)) }
    return data
  }

  static func writeCorpus(to folder: URL, order: [Int]) throws {
    for index in order {
      let (path, text) = SyntheticCorpus.file(index, of: corpusFiles)
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }
}

extension DirectoryListing {
  /// This listing, noting every folder it is asked for.
  fileprivate func recording(into seen: SeenFolders) -> DirectoryListing {
    DirectoryListing { path in
      seen.insert(path)
      return entries(path)
    }
  }

  static let reversed = DirectoryListing { fileSystem.entries($0).map { $0.sorted().reversed() } }

  /// A different shuffle for every folder, the same for the same seed.
  static func shuffled(_ seed: UInt64) -> DirectoryListing {
    DirectoryListing { path in
      var random = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: path.utf8.count))
      return fileSystem.entries(path)?.sorted().shuffled(using: &random)
    }
  }
}

/// A corpus slice on disk beside the fixture apps.
private struct Workspace {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-order-\(UUID().uuidString)")
    try FileSystemOrderTests.writeCorpus(
      to: root.appendingPathComponent("corpus"), order: Array(0..<FileSystemOrderTests.corpusFiles))
  }

  func inputs() throws -> [String] {
    let fixtures = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures")
    return [root.appendingPathComponent("corpus").path, fixtures.path]
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Folders a listing was asked for, from the scanner's thread.
private final class SeenFolders: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String] = []
  func insert(_ path: String) { lock.withLock { paths.append(path) } }
  func contains(where predicate: (String) -> Bool) -> Bool {
    lock.withLock { paths.contains(where: predicate) }
  }
}
