import NavGraphCore
import NavGraphSyntax
import Testing

/// Half-written and mangled sources (an editor buffer, a merge conflict) never crash the
/// scanner and always give a valid graph.
@Suite struct RobustnessTests {
  @Test func everyTruncationAndSplicedGarbageGivesAValidGraph() throws {
    let sources = try FixtureAppTests.sources(of: "Case Studies")
    let garbage = ["<<<<<<< HEAD\n", "}}}}", "\u{0}", "#if os(", "case .", "@Presents var", "\\."]
    var count = 0
    for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
      let bytes = Array(text.utf8)
      for cut in stride(from: 0, to: bytes.count, by: 401) {
        let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
        let spliced = prefix + garbage[count % garbage.count]
          + String(decoding: bytes[cut...], as: UTF8.self)
        for mangled in [prefix, spliced] {
          let result = SourceScanner().scan(sources: [path: mangled])
          #expect(throws: Never.self) { try result.graph.validate() }
          count += 1
        }
      }
    }
    #expect(count > 30)
  }
}
