import Foundation
import NavGraphCore
import NavGraphSyntax
import NavGraphSyntaxTestSupport
import Testing

/// A scan of files held in memory (a git commit's, for `navviz diff --base`) under the paths
/// they have on disk is the scan of the disk: the same files chosen (test folders, hidden
/// folders and `--exclude` pruned before anything is read), the same modules, paths and graph.
@Suite("Scanning files held in memory")
struct SourceVolumeTests {
  @Test func aScanOfTheFilesInMemoryIsTheScanOfTheDisk() throws {
    let workspace = try Folder()
    defer { workspace.remove() }
    let options = ScanOptions(excludes: ["Generated"], displayRoot: workspace.root.path)
    let input = workspace.root.appendingPathComponent("App").path
    let disk = try SourceScanner(options: options).scan([input])

    let reads = Reads()
    let scanner = SourceScanner(options: options)
    let files = try scanner.files(for: [input], in: .files(workspace.paths.keys))
    let memory = scanner.scan(files) { path in
      reads.insert(path)
      return workspace.paths[path].map { Data($0.utf8) }
    }
    #expect(memory == disk)
    #expect(try memory.graph.jsonData() == disk.graph.jsonData())
    #expect(disk.graph.features.count > 5)
    #expect(disk.files.contains("App/Sources/Checkout/Checkout.swift"))
    // Only what the scan reads is asked for: not the test folder, the excluded folder, the
    // hidden folder or the file that is not Swift.
    #expect(reads.paths.count == disk.files.count)
    #expect(!reads.paths.contains { $0.contains("Tests/") || $0.contains("Generated") })
    #expect(!reads.paths.contains { $0.contains("/.build/") || $0.hasSuffix(".md") })
  }

  @Test func aMissingInputIsAnErrorAndAFileTheReaderLacksIsSkipped() throws {
    let scanner = SourceScanner()
    let volume = SourceVolume.files(["/repo/Sources/App/App.swift", "/repo/Sources/App/B.swift"])
    #expect(throws: NavGraphError.self) {
      try scanner.files(for: ["/repo/Missing"], in: volume)
    }
    let files = try scanner.files(for: ["/repo/Sources"], in: volume)
    #expect(files.count == 2)
    let result = scanner.scan(files) { path in
      path.hasSuffix("App.swift") ? Data("struct A {}\n".utf8) : nil
    }
    #expect(result.skippedFiles.map(\.file) == ["App/B.swift"])
  }

  /// An Xcode file template (`TCA Feature.xctemplate/___FILEBASENAME___.swift`) is text Xcode
  /// fills in to make a file, never compiled into the app: its folder is pruned, unless it is
  /// the input itself.
  @Test func anXcodeTemplateFolderIsNoPartOfTheApp() throws {
    let scanner = SourceScanner()
    let volume = SourceVolume.files([
      "/repo/Sources/App/App.swift",
      "/repo/templates/TCA Feature.xctemplate/___FILEBASENAME___.swift",
    ])
    let files = try scanner.files(for: ["/repo"], in: volume)
    let result = scanner.scan(files) { _ in Data("struct A {}\n".utf8) }
    #expect(result.files == ["Sources/App/App.swift"])
    let template = try scanner.files(for: ["/repo/templates/TCA Feature.xctemplate"], in: volume)
    #expect(template.count == 1)
  }
}

/// An app on disk with every kind of folder the enumerator prunes, and the same files as a
/// map from absolute path to text.
private struct Folder {
  let root: URL
  var paths: [String: String] = [:]

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-volume-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    var files: [String: String] = [:]
    for index in 0..<12 {
      let (path, text) = SyntheticCorpus.file(index, of: 12)
      files["App/" + path] = text
    }
    let checkout = """
      @Reducer
      struct Checkout {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action { case alert(PresentationAction<Alert>); enum Alert {} }
      }

      """
    files["App/Sources/Checkout/Checkout.swift"] = checkout
    files["App/Tests/CheckoutTests/CheckoutTests.swift"] = checkout
    files["App/Sources/Checkout/Generated/Mock.swift"] = checkout
    files["App/.build/Stale.swift"] = checkout
    files["App/README.md"] = "# App\n"
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      paths[url.path] = text
    }
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Paths the scan asked for, from its threads.
private final class Reads: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String] = []
  func insert(_ path: String) { lock.withLock { seen.append(path) } }
  var paths: [String] { lock.withLock { seen } }
}
