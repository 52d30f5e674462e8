import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphSyntax
import Testing

/// Facts added for lint: case payload shape, suppression comments, display paths.
@Suite struct LintFactsTests {
  static let sources = [
    "Sources/App/App.swift": #"""
      @Reducer
      struct App {
        @Reducer
        enum Path {
          case detail(Detail)
          case meeting(Meeting)
          case record(Meeting, syncUp: SyncUp)
          case labeled(item: Meeting)
          @ReducerCaseIgnored
          case ignored(Meeting)
          case external(PackageFeature)
          case empty
        }
      }
      @Reducer struct Detail {}
      struct Meeting {}
      struct SyncUp {}
      """#
  ]

  @Test func casePayloadShape() throws {
    let facts = SourceScanner().scan(sources: Self.sources).facts
    let path = try #require(facts.feature(named: "App.Path"))
    let cases = Dictionary(uniqueKeysWithValues: path.reducerCases.map { ($0.name, $0) })
    #expect(cases["detail"]?.kind == .feature)
    #expect(cases["detail"]?.isDeclaredNonReducer == false)
    #expect(cases["meeting"]?.isDeclaredNonReducer == true)
    #expect(cases["meeting"]?.payloadCount == 1)
    #expect(cases["record"]?.payloadCount == 2)
    #expect(cases["labeled"]?.isFirstPayloadLabeled == true)
    #expect(cases["meeting"]?.isFirstPayloadLabeled == false)
    #expect(cases["ignored"]?.attribute == .ignored)
    // A type the scan never saw may be a reducer from another package.
    #expect(cases["external"]?.kind == .data)
    #expect(cases["external"]?.isDeclaredNonReducer == false)
    #expect(cases["empty"]?.payloadCount == 0)
  }

  @Test func directivesInFilesReadFromDisk() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-facts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("struct A {\n  // navviz:disable unintegrated-stack\n}\n".utf8)
      .write(to: folder.appendingPathComponent("Sources/App/A.swift"))
    try Data("struct B {}\n".utf8).write(to: folder.appendingPathComponent("Sources/App/B.swift"))

    let byRoot = try SourceScanner().scan([folder.path])
    #expect(byRoot.files == ["Sources/App/A.swift", "Sources/App/B.swift"])
    #expect(byRoot.facts.directives == [
      SuppressionDirective(
        kind: .disable, rules: ["unintegrated-stack"],
        location: SourceLocation(file: "Sources/App/A.swift", line: 2, column: 3))
    ])

    // With a display root above the input, paths are relative to it instead; modules and
    // test detection still follow the input root.
    let parent = folder.deletingLastPathComponent().path
    let displayed = try SourceScanner(options: ScanOptions(displayRoot: parent)).scan([folder.path])
    let prefix = folder.lastPathComponent + "/"
    #expect(displayed.files == [prefix + "Sources/App/A.swift", prefix + "Sources/App/B.swift"])
    #expect(displayed.facts.directives.first?.location.file == prefix + "Sources/App/A.swift")

    // A display root the file is not under: absolute paths.
    let elsewhere = try SourceScanner(options: ScanOptions(displayRoot: "/nonexistent"))
      .scan([folder.path])
    #expect(elsewhere.files.allSatisfy { $0.hasPrefix("/") })
  }

  @Test func byteCheckFindsNeedleAcrossPartialMatches() {
    let scan = SourceScanner().scan(sources: [
      "A.swift": "// nnavvnavviz:x\n// navvi navviz:disable-next-line all\nlet a = 1\n"
    ])
    #expect(scan.facts.directives.map(\.kind) == [])
    let direct = SourceScanner().scan(sources: ["B.swift": "//navviz:disable-next-line\nlet b = 1\n"])
    #expect(direct.facts.directives.map(\.kind) == [.disableNextLine])
    #expect(direct.facts.directives.first?.rules == [])
  }
}
