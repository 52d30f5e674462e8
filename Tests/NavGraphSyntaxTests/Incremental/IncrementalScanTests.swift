import Foundation
import NavGraphCore
import NavGraphFacts
import Testing

@testable import NavGraphSyntax

/// A scan kept up to date file by file gives, after every kind of change, what a new scan of
/// the files as they now are gives.
@Suite struct IncrementalScanTests {
  static let parent = """
    @Reducer
    struct Parent {
      @ObservableState
      struct State {
        @Presents var child: Child.State?
      }
      enum Action { case child(PresentationAction<Child.Action>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.ifLet(\\.$child, action: \\.child) { Child() }
      }
    }
    """
  static let child = "@Reducer\nstruct Child {\n  struct State {}\n  enum Action {}\n}\n"
  /// The parent with a second optional child it never integrates: a finding and an edge more.
  static let edited = parent.replacingOccurrences(
    of: "@Presents var child: Child.State?",
    with: "@Presents var child: Child.State?\n    var other: Child.State?")

  final class Folder {
    let url: URL
    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("navviz-incremental-\(UUID().uuidString)/App")
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    func path(_ name: String) -> String { url.appendingPathComponent("Sources/App/\(name)").path }

    func write(_ text: String, to name: String) throws {
      try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    }

    /// What a new scan of the folder finds.
    var fresh: ScanResult {
      get throws { try SourceScanner(options: IncrementalScanTests.options(url)).scan([url.path]) }
    }
  }

  static func options(_ root: URL) -> ScanOptions {
    ScanOptions(jobs: 1, displayRoot: root.path)
  }

  @Test func anOverlayIsScannedInPlaceOfTheFile() throws {
    let folder = try Folder()
    try folder.write(Self.parent, to: "Parent.swift")
    try folder.write(Self.child, to: "Child.swift")
    var scan = try IncrementalScan(inputs: [folder.url.path], options: Self.options(folder.url))
    #expect(scan.result() == (try folder.fresh))
    let changed1 = scan.setOverlay(Data(Self.edited.utf8), at: folder.path("Parent.swift"))
    #expect(changed1)
    let edited = scan.result()
    try folder.write(Self.edited, to: "Parent.swift")
    #expect(edited == (try folder.fresh))
    #expect(edited.facts.feature(named: "Parent")?.field(named: "other") != nil)
    // The same text again changes nothing.
    let changed2 = scan.setOverlay(Data(Self.edited.utf8), at: folder.path("Parent.swift"))
    #expect(!changed2)
    // Closed: the disk's copy counts again (here the same as the overlay).
    let changed3 = scan.setOverlay(nil, at: folder.path("Parent.swift"))
    #expect(!changed3)
  }

  @Test func filesCreatedChangedAndDeletedOnDisk() throws {
    let folder = try Folder()
    try folder.write(Self.parent, to: "Parent.swift")
    var scan = try IncrementalScan(inputs: [folder.url.path], options: Self.options(folder.url))
    try folder.write(Self.child, to: "Child.swift")
    let changed4 = scan.diskChanged(at: folder.path("Child.swift"))
    #expect(changed4)
    #expect(scan.result() == (try folder.fresh))
    try folder.write(Self.edited, to: "Parent.swift")
    let changed5 = scan.diskChanged(at: folder.path("Parent.swift"))
    #expect(changed5)
    #expect(scan.result() == (try folder.fresh))
    try FileManager.default.removeItem(atPath: folder.path("Child.swift"))
    let changed6 = scan.diskChanged(at: folder.path("Child.swift"))
    #expect(changed6)
    #expect(scan.result() == (try folder.fresh))
    #expect(scan.files.count == 1)
  }

  /// Without word of what changed: listed again, only files whose stamp changed re-read.
  @Test func relistFindsWhatChanged() throws {
    let folder = try Folder()
    try folder.write(Self.parent, to: "Parent.swift")
    try folder.write(Self.child, to: "Child.swift")
    var scan = try IncrementalScan(inputs: [folder.url.path], options: Self.options(folder.url))
    let changed7 = try !scan.relist()
    #expect(changed7)
    try folder.write(Self.edited, to: "Parent.swift")
    try folder.write(Self.child, to: "Other.swift")
    let changed8 = try scan.relist()
    #expect(changed8)
    #expect(scan.result() == (try folder.fresh))
  }

  /// An overlay for a file the disk does not have yet (a new, unsaved file) joins the scan.
  @Test func anUnsavedNewFileJoinsTheScan() throws {
    let folder = try Folder()
    try folder.write(Self.parent, to: "Parent.swift")
    var scan = try IncrementalScan(inputs: [folder.url.path], options: Self.options(folder.url))
    let changed9 = scan.setOverlay(Data(Self.child.utf8), at: folder.path("Child.swift"))
    #expect(changed9)
    #expect(scan.files.map(\.relativePath).contains("Sources/App/Child.swift"))
    try folder.write(Self.child, to: "Child.swift")
    #expect(scan.result() == (try folder.fresh))
  }

  /// An editor's file outside the inputs (or in a test folder) never joins, however often it
  /// changes.
  @Test func anOverlayOutsideTheInputsStaysOut() throws {
    let folder = try Folder()
    try folder.write(Self.parent, to: "Parent.swift")
    var scan = try IncrementalScan(inputs: [folder.url.path], options: Self.options(folder.url))
    let outside = folder.url.deletingLastPathComponent().appendingPathComponent("Other.swift").path
    let testFile = folder.url.appendingPathComponent("Tests/AppTests/ChildTests.swift").path
    for text in [Self.child, Self.child + "\n", Self.parent] {
      let changedOutside = scan.setOverlay(Data(text.utf8), at: outside)
      let changedTest = scan.setOverlay(Data(text.utf8), at: testFile)
      #expect(!changedOutside && !changedTest)
    }
    #expect(scan.files.count == 1)
  }

  /// Half-typed Swift is scanned for what the parser recovers, like any other file.
  @Test func halfTypedSwiftIsScanned() throws {
    let folder = try Folder()
    try folder.write(Self.parent, to: "Parent.swift")
    var scan = try IncrementalScan(inputs: [folder.url.path], options: Self.options(folder.url))
    let broken = String(Self.parent.prefix(Self.parent.count / 2))
    scan.setOverlay(Data(broken.utf8), at: folder.path("Parent.swift"))
    try folder.write(broken, to: "Parent.swift")
    #expect(scan.result() == (try folder.fresh))
  }
}
