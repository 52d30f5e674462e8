import Foundation
import NavGraphCore
import Testing

@testable import NavGraphSyntax

/// The summaries kept on disk: read back as they were kept, never another file's, another
/// build's or a damaged one, safe to write from many threads and processes at once.
@Suite struct DiskSummaryCacheTests {
  static let source = """
    @Reducer
    struct Feature {
      @Reducer
      enum Destination {
        case detail(Detail)
        case alert(AlertState<Action.Alert>)
      }
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        enum Alert {}
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          .run { send in
            await dismiss() // navviz:disable-next-line send-after-dismiss
            await send(.tapped)
          }
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }
    """

  static let file = SourceFile(
    absolutePath: "/app/Sources/App/Feature.swift", relativePath: "Sources/App/Feature.swift",
    module: "App", isTest: false)

  /// A summary's encoding: summaries are not `Equatable`, their JSON is compared.
  static func encoded(_ summary: FileSummary) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(summary)
  }

  static func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-cache-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aKeptSummaryReadsBackAsItWas() throws {
    let root = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = Data(Self.source.utf8)
    let summary = FileSummarizer.summarize(Self.file, data: data)
    #expect(!summary.types.isEmpty && !summary.effects.isEmpty && !summary.directives.isEmpty)
    let cache = DiskSummaryCache(root: root)
    let key = SummaryKey(file: Self.file, contents: data)
    #expect(cache.summary(for: key) == nil)
    cache.keep(summary, for: key)
    let read = try #require(DiskSummaryCache(root: root).summary(for: key))
    #expect(try Self.encoded(read) == Self.encoded(summary))
  }

  @Test func anotherFileOrContentIsAMiss() {
    let root = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = DiskSummaryCache(root: root)
    let data = Data(Self.source.utf8)
    cache.keep(
      FileSummarizer.summarize(Self.file, data: data),
      for: SummaryKey(file: Self.file, contents: data))
    var moved = Self.file
    moved.relativePath = "Sources/Other/Feature.swift"
    #expect(cache.summary(for: SummaryKey(file: moved, contents: data)) == nil)
    #expect(cache.summary(for: SummaryKey(file: Self.file, contents: data + Data(" ".utf8))) == nil)
  }

  @Test func anotherBuildReadsNoneAndRemovesTheOld() throws {
    let root = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = Data(Self.source.utf8)
    let key = SummaryKey(file: Self.file, contents: data)
    let old = DiskSummaryCache(root: root, namespace: CacheNamespace(version: "0.0.1", build: "a"))
    old.keep(FileSummarizer.summarize(Self.file, data: data), for: key)
    let new = DiskSummaryCache(root: root, namespace: CacheNamespace(version: "0.0.2", build: "a"))
    #expect(new.summary(for: key) == nil)
    #expect(!FileManager.default.fileExists(atPath: old.folder.path))
  }

  @Test func aDamagedEntryIsAMiss() throws {
    let root = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = DiskSummaryCache(root: root)
    let data = Data(Self.source.utf8)
    let key = SummaryKey(file: Self.file, contents: data)
    cache.keep(FileSummarizer.summarize(Self.file, data: data), for: key)
    let entries = FileManager.default.enumerator(atPath: cache.folder.path)!
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
    #expect(entries.count == 1)
    let entry = cache.folder.appendingPathComponent(entries[0])
    let whole = try Data(contentsOf: entry)
    try whole.prefix(whole.count / 2).write(to: entry)
    #expect(cache.summary(for: key) == nil)
  }

  /// Many threads keeping and reading the same entries: every read is whole (or a miss), and
  /// no temporary file is left.
  @Test func concurrentWritersLeaveWholeEntries() throws {
    let root = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = (0..<8).map { index in
      SourceFile(
        absolutePath: "/app/F\(index).swift", relativePath: "F\(index).swift", module: "App",
        isTest: false)
    }
    let data = Data(Self.source.utf8)
    let expected = try Self.encoded(FileSummarizer.summarize(files[0], data: data))
    let failures = Array(0..<64).parallelMap(jobs: 8, stackSize: ScanLimits.workerStackSize) {
      index -> Bool in
      let cache = DiskSummaryCache(root: root)
      let file = files[index % files.count]
      let key = SummaryKey(file: file, contents: data)
      cache.keep(FileSummarizer.summarize(file, data: data), for: key)
      guard let read = cache.summary(for: key) else { return true }
      return read.file != file
        || (index % files.count == 0 && (try? Self.encoded(read)) != expected)
    }
    #expect(!failures.contains(true))
    let leftovers = FileManager.default.enumerator(atPath: root.path)!
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  /// A scan with the cache finds what one without finds, the first time and the second, when
  /// it reads only from the cache.
  @Test func aCachedScanFindsWhatAScanFinds() throws {
    let root = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App/Sources/App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Self.source.write(
      to: app.appendingPathComponent("Feature.swift"), atomically: true, encoding: .utf8)
    try "@Reducer struct Detail { struct State {} enum Action {} }\n".write(
      to: app.appendingPathComponent("Detail.swift"), atomically: true, encoding: .utf8)
    let input = root.appendingPathComponent("App").path
    let plain = try SourceScanner(options: ScanOptions(jobs: 1)).scan([input])
    let counting = CountingCache(DiskSummaryCache(root: root.appendingPathComponent("cache")))
    var scanner = SourceScanner(options: ScanOptions(jobs: 2))
    scanner.summaryCache = counting
    #expect(try scanner.scan([input]) == plain)
    #expect(counting.counts.hits == 0 && counting.counts.kept == 2)
    #expect(try scanner.scan([input]) == plain)
    #expect(counting.counts.hits == 2 && counting.counts.kept == 2)
  }
}

/// A cache that counts what it was asked and given.
final class CountingCache: SummaryCache, @unchecked Sendable {
  private let cache: any SummaryCache
  private let lock = NSLock()
  private var hits = 0, kept = 0

  init(_ cache: any SummaryCache) { self.cache = cache }

  var counts: (hits: Int, kept: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (hits, kept)
  }

  func summary(for key: SummaryKey) -> FileSummary? {
    let summary = cache.summary(for: key)
    lock.lock()
    if summary != nil { hits += 1 }
    lock.unlock()
    return summary
  }

  func keep(_ summary: FileSummary, for key: SummaryKey) {
    lock.lock()
    kept += 1
    lock.unlock()
    cache.keep(summary, for: key)
  }
}
