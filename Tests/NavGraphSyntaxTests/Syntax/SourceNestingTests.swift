import Testing

@testable import NavGraphSyntax

/// `SourceNesting` passes most bytes by with a bit test before its `switch`; the bits must be
/// exactly the bytes the `switch` has a case for, and the measures the same as a byte-by-byte
/// reading gives.
@Suite struct SourceNestingTests {
  @Test func theBitTestLetsThroughExactlyTheBytesTheScanLooksAt() {
    let lookedAt = Set("#()[];<=>{}e\n\"".utf8)
    for byte in UInt8.min...UInt8.max {
      #expect(SourceNesting.isLookedAt(byte) == lookedAt.contains(byte), "byte \(byte)")
    }
  }

  static func nesting(_ text: String) -> SourceNesting { SourceNesting(Array(text.utf8)) }

  /// Each source's `measure`, as expected.
  static func expect(
    _ measure: KeyPath<SourceNesting, Int>, _ cases: [(String, Int)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (source, expected) in cases {
      #expect(
        nesting(source)[keyPath: measure] == expected, "\(source)",
        sourceLocation: sourceLocation)
    }
  }

  /// The largest `measure` of the fixture apps and 60 files of the generated corpus.
  static func mostInRealCode(_ measure: KeyPath<SourceNesting, Int>) throws -> Int {
    try ScannerSources.all(with: [], corpusFiles: 60).map { nesting($0)[keyPath: measure] }
      .max() ?? 0
  }

  @Test func squareRunsGoOnOverWhiteSpaceOnly() {
    #expect(Self.nesting("[[[").openSquareRun == 3)
    #expect(Self.nesting("[ [\n\t[ x").openSquareRun == 3)
    #expect(Self.nesting("[a[").openSquareRun == 1)
    #expect(Self.nesting("x = [[1], [2]]").openSquareRun == 2)
    #expect(Self.nesting("  [").openSquareRun == 1)
  }

  @Test func eachMeasureCountsItsOwnNesting() {
    #expect(Self.nesting("let a: A<B<C>> = x").genericDepth == 2)
    #expect(Self.nesting("{ { } { { } } }").braceDepth == 3)
    #expect(Self.nesting("if a {} else if b {} else if c {} else {}").elseIfChain == 2)
    #expect(Self.nesting("#if A\n#if B\n#endif\n#endif\n#if C\n#endif").conditionalDepth == 2)
    #expect(Self.nesting(#"let s = "\("\(x)")""#).interpolationDepth == 2)
    #expect(Self.nesting(#"let s = "\\(x)""#).interpolationDepth == 0)
  }

  /// Each run of generic arguments counts the cube of its depth once it closes, or when a
  /// `{`, `}`, `;`, `=` or the end of the file ends it unclosed.
  @Test func genericWorkAddsTheCubeOfEachRunsDepth() {
    Self.expect(
      \.genericWork,
      [
        ("let a: A<B<C>> = x", 8),
        ("var s: Set<Int>; var a: Array<Set<Int>>", 9),
        ("func f() -> A<B> { a<b }", 2),
        ("var x: A<B<C<D {", 27),
        ("var x: A<B<C<D", 27),
        ("let a = b < c", 0),
      ])
  }

  /// The fixture apps and the generated corpus stay far below the budget (`ScanLimits`).
  @Test func realCodeNestsGenericArgumentsLittle() throws {
    #expect(try Self.mostInRealCode(\.genericWork) < 1_000)
  }

  /// Lines of a type's body that begin like statements; SwiftParser recovers from each by
  /// reading to the end of the body (`TypeBodyLines`).
  @Test func typeBodyStatementsCountOnlyLinesDirectlyInATypesBody() {
    Self.expect(
      \.typeBodyStatements,
      [
        ("struct A {\n  var x = y\n    .map { $0 }\n    .filter { $0 }\n}", 2),
        ("struct A {\n  .padding()\n  foo()\n  x = 1\n}", 3),
        ("func f() {\n  foo()\n  .bar()\n}", 0),
        ("class A {\n  class func f() {\n    foo()\n  }\n}", 0),
        ("struct A {\n  static let s = \"\"\"\n  hello\n  world\n  \"\"\"\n}", 0),
        ("struct A {\n  static let a = f(\n    x,\n    y\n  )\n}", 0),
        ("@MainActor public final class A {\n  foo()\n}", 1),
        ("@available(iOS 16, *) struct A {\n  .padding()\n  x = 1\n}", 2),
        ("extension A where B: C {\n  foo()\n}", 1),
        ("enum E {\n  case a\n  @Attr case b\n  // note\n  #if DEBUG\n  case c\n  #endif\n}", 0),
        ("struct A {\n  struct B {\n    foo()\n    foo()\n  }\n  bar()\n}", 2),
        ("let view = VStack {\n  Text(\"a\")\n  Text(\"b\")\n}", 0),
        ("enum E {\n  case a,\n    b,\n    c\n  static let x =\n    y\n}", 0),
      ])
  }

  /// A body that ends with a `(` or `[` still open lost it in the parser, which then read the
  /// lines after it as members: they count whatever group they seem to be in. A `}` closes
  /// the groups opened after its `{`, as it does for the parser.
  @Test func typeBodyStatementsCountLinesInAGroupTheBodyLeftOpen() {
    Self.expect(
      \.typeBodyStatements,
      [
        ("enum E {\n  let a = [x\n  .b()\n  .c()\n}", 2),
        ("enum E {\n  let a = f(x\n  .b()\n  .c()", 2),
        ("enum E {\n  let a = [x\n  var v: V { t\n  .d(e: f(g: h }\n  .b()\n  .c()\n}", 2),
        ("enum E {\n  let a = [\n    .b(),\n    c\n      .d()\n  ]\n}", 0),
        ("struct A {\n  func f() { g(\"(\") }\n  let x = [\n    y\n      .z()\n  ]\n}", 0),
      ])
  }

  /// The fixture apps and the generated corpus stay far below the limit (1,000).
  @Test func realCodeHasFewStatementLinesInTypeBodies() throws {
    #expect(try Self.mostInRealCode(\.typeBodyStatements) < 20)
  }
}
