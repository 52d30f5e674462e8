import Testing

@testable import NavGraphSyntax

/// `TypeIndex.resolve` rules out scopes where a name is declared nowhere with one probe of
/// the declared paths; its answers must stay those of the full lookup, which matches paths by
/// their dotted spelling.
@Suite struct TypeIndexLookupTests {
  static func index(_ sources: [String: String]) -> TypeIndex {
    TypeIndex(summaries: sources.keys.sorted().map { path in
      FileSummarizer.summarize(
        source: sources[path]!,
        file: SourceFile(
          absolutePath: "/" + path, relativePath: path, module: "App", isTest: false))
    })
  }

  @Test func namesResolveInnermostScopeFirstThenOutwards() {
    let index = Self.index([
      "Sources/App/Feature.swift": """
        struct Feature { struct State {}; enum Destination { struct State {} } }
        enum Destination { struct State {} }
        """,
    ])
    #expect(
      index.resolve(["Destination", "State"], scope: ["Feature", "State"], module: "App")
        == TypeKey(module: "App", path: ["Feature", "Destination", "State"]))
    #expect(
      index.resolve(["Destination"], scope: [], module: "App")
        == TypeKey(module: "App", path: ["Destination"]))
    #expect(index.resolve(["Missing"], scope: ["Feature"], module: "App") == nil)
    #expect(index.resolve(["State"], scope: ["Nowhere", "Deep"], module: "App") == nil)
  }

  /// A raw identifier holding a dot is found by its dotted spelling, as the full lookup finds
  /// it: `B` inside `A` spells `A.B`, though no declared path is `["A", "B"]`.
  @Test func aRawIdentifierWithADotIsFoundByItsDottedSpelling() {
    let index = Self.index(["Sources/App/Raw.swift": "struct `A.B` { struct State {} }"])
    #expect(index.resolve(["A.B"], scope: [], module: "App") == TypeKey(module: "App", path: ["A.B"]))
    #expect(
      index.resolve(["B"], scope: ["A"], module: "App")
        == TypeKey(module: "App", path: ["A", "B"]))
  }
}
