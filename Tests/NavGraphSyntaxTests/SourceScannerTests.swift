import Foundation
import NavGraphCore
import NavGraphSyntax
import Testing

/// Reading from disk: inputs, excludes, test folders, odd paths, bad files, determinism.
@Suite struct SourceScannerTests {
  /// A scratch input tree, removed when the test ends.
  final class Tree {
    let root: URL

    init(_ files: [String: Data]) throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("navviz-scan-\(UUID().uuidString)")
        .appendingPathComponent("My App")
      for (path, data) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
      }
    }

    deinit { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
  }

  static func parent(_ name: String, presents child: String) -> Data {
    Data("""
      @Reducer struct \(name) {
        @ObservableState struct State { @Presents var child: \(child).State? }
        enum Action { case child(PresentationAction<\(child).Action>) }
      }
      """.utf8)
  }

  static func leaf(_ name: String) -> Data {
    Data("@Reducer struct \(name) { struct State {}; enum Action {} }\n".utf8)
  }

  @Test func pathsWithSpacesAndNonASCIIAreRelativeToTheInputRoot() throws {
    let tree = try Tree([
      "Sources/Café Feature/Fenêtre principale.swift": Self.parent("Fenêtre", presents: "Détail"),
      "Sources/Café Feature/Détail 2.swift": Self.leaf("Détail"),
    ])
    let result = try SourceScanner().scan([tree.root.path])
    #expect(result.files == [
      "Sources/Café Feature/Détail 2.swift", "Sources/Café Feature/Fenêtre principale.swift",
    ])
    let feature = try #require(result.graph.feature(named: "Fenêtre"))
    #expect(feature.module == "Café Feature")
    #expect(feature.location?.file == "Sources/Café Feature/Fenêtre principale.swift")
    #expect(result.graph.edges.map(\.to) == ["Détail"])
  }

  @Test func testFoldersAreSkippedUnlessIncludedAndExcludesPrune() throws {
    let tree = try Tree([
      "Sources/App/App.swift": Self.parent("AppFeature", presents: "Child"),
      "Sources/App/Child.swift": Self.leaf("Child"),
      "Sources/App/Generated/Mocks.swift": Self.leaf("Generated"),
      "Sources/Legacy/Old.swift": Self.leaf("Old"),
      "Tests/AppTests/AppTests.swift": Self.leaf("TestOnly"),
      "UITests/Flow.swift": Self.leaf("UIOnly"),
      ".build/checkouts/Dep.swift": Self.leaf("Hidden"),
    ])
    let plain = try SourceScanner().scan([tree.root.path])
    #expect(plain.files == [
      "Sources/App/App.swift", "Sources/App/Child.swift", "Sources/App/Generated/Mocks.swift",
      "Sources/Legacy/Old.swift",
    ])
    let excluded = try SourceScanner(
      options: ScanOptions(excludes: ["Generated", "Sources/Legacy/**"])
    ).scan([tree.root.path])
    #expect(excluded.files == ["Sources/App/App.swift", "Sources/App/Child.swift"])
    let withTests = try SourceScanner(
      options: ScanOptions(excludes: ["**/Mocks.swift", "Sources/Legacy"], includeTests: true)
    ).scan([tree.root.path])
    #expect(withTests.files == [
      "Sources/App/App.swift", "Sources/App/Child.swift", "Tests/AppTests/AppTests.swift",
      "UITests/Flow.swift",
    ])
  }

  @Test func aFileInputKeepsThePathAsTyped() throws {
    let tree = try Tree(["Sources/App/Child.swift": Self.leaf("Child")])
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(tree.root.path)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    let result = try SourceScanner().scan(["./Sources/App/Child.swift"])
    #expect(result.files == ["Sources/App/Child.swift"])
    #expect(result.graph.features.first?.module == "App")
  }

  @Test func missingInputThrowsFileNotReadable() {
    #expect(throws: NavGraphError.self) {
      try SourceScanner().scan(["/definitely/not/here"])
    }
    do {
      _ = try SourceScanner().scan(["/definitely/not/here"])
    } catch {
      guard case .fileNotReadable(let path, _) = error else {
        Issue.record("expected fileNotReadable, got \(error)")
        return
      }
      #expect(path == "/definitely/not/here")
    }
  }

  @Test func malformedSwiftAndInvalidUTF8DoNotStopTheScan() throws {
    var invalid = Data("@Reducer struct Broken { struct State { var name = \"".utf8)
    invalid.append(contentsOf: [0xFF, 0xFE, 0xC3])
    invalid.append(Data("\" }; enum Action {} }\n".utf8))
    let tree = try Tree([
      "Sources/App/App.swift": Self.parent("AppFeature", presents: "Child"),
      "Sources/App/Child.swift": Self.leaf("Child"),
      "Sources/App/Garbage.swift": Data("@Reducer struct { { ) ]] enum case case( #if \n".utf8),
      "Sources/App/Truncated.swift": Data("@Reducer struct Half { @Presents var x: Child.St".utf8),
      "Sources/App/Invalid.swift": invalid,
      "Sources/App/Empty.swift": Data(),
    ])
    let result = try SourceScanner().scan([tree.root.path])
    #expect(result.graph.feature(named: "AppFeature") != nil)
    #expect(result.graph.feature(named: "Broken") != nil)
    #expect(result.diagnostics.contains { $0.location?.file == "Sources/App/Garbage.swift" })
    #expect(result.diagnostics.contains {
      $0.location?.file == "Sources/App/Invalid.swift" && $0.message.contains("UTF-8")
    })
    #expect(throws: Never.self) { try result.graph.validate() }
  }

  @Test func outputIsIdenticalForAnyJobCountAndInputOrder() throws {
    var files: [String: Data] = [:]
    for index in 0..<40 {
      files["Sources/Module\(index % 3)/Feature\(index).swift"] = Self.parent(
        "Feature\(index)", presents: "Feature\((index + 1) % 40)")
    }
    let tree = try Tree(files)
    let inputs = (0..<3).map { tree.root.appendingPathComponent("Sources/Module\($0)").path }
    let single = try SourceScanner(options: ScanOptions(jobs: 1)).scan(inputs)
    let parallel = try SourceScanner(options: ScanOptions(jobs: 8)).scan(inputs.reversed())
    let shuffled = try SourceScanner().scan(inputs.shuffled())
    #expect(try single.graph.jsonData() == parallel.graph.jsonData())
    #expect(try single.graph.jsonData() == shuffled.graph.jsonData())
    #expect(single.facts == parallel.facts)
    #expect(single.graph.edges.count == 40)
  }
}

@Suite struct InMemorySourceTests {
  @Test func modulesComeFromSourcesFolderTopFolderOrMain() {
    let result = SourceScanner().scan(sources: [
      "Sources/Kit/A.swift": "@Reducer struct A { struct State {}; enum Action {} }",
      "App/B.swift": "@Reducer struct B { struct State {}; enum Action {} }",
      "C.swift": "@Reducer struct C { struct State {}; enum Action {} }",
    ])
    #expect(result.graph.features.map { "\($0.name):\($0.module ?? "-")" }
      == ["A:Kit", "B:App", "C:main"])
  }
}

@Suite struct AcceptsTests {
  @Test func directoriesAndSwiftFilesAreSourceInputs() {
    #expect(SourceScanner.accepts(NSTemporaryDirectory()))
    #expect(SourceScanner.accepts("Sources/App/Feature.swift"))
    #expect(!SourceScanner.accepts("graph.json"))
  }
}
