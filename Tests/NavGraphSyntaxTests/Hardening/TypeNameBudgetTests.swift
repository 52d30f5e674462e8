import Testing

@testable import NavGraphSyntax

/// `ScanLimits.typeNameBytes` sits far above what real code declares.
@Suite struct TypeNameBudgetTests {
  @Test func namesAddUpDottedPathByDottedPath() {
    let types = [
      TypeRecord(
        path: ["Feature", "State"], kind: .struct, hasReducerMacro: false,
        conformsToReducer: false, position: Position(line: 1, column: 1)),
      TypeRecord(
        path: ["A"], kind: .enum, hasReducerMacro: false, conformsToReducer: false,
        position: Position(line: 2, column: 1)),
    ]
    #expect(ScanLimits.nameBytes(of: types) == "Feature.State".utf8.count + 1)
  }

  /// The fixture apps and the generated corpus: at most 385 bytes in a file.
  @Test func realCodeHasShortTypeNames() throws {
    let file = SourceFile(
      absolutePath: "/Sources/A/A.swift", relativePath: "Sources/A/A.swift", module: "A",
      isTest: false)
    let most =
      try ScannerSources.all(with: [], corpusFiles: 60)
      .map { ScanLimits.nameBytes(of: FileSummarizer.summarize(source: $0, file: file).types) }
      .max() ?? 0
    #expect(most < 2_000)
  }
}
