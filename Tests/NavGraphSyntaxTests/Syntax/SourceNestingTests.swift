import Testing

@testable import NavGraphSyntax

/// `SourceNesting` passes most bytes by with a bit test before its `switch`; the bits must be
/// exactly the bytes the `switch` has a case for, and the measures the same as a byte-by-byte
/// reading gives.
@Suite struct SourceNestingTests {
  @Test func theBitTestLetsThroughExactlyTheBytesTheScanLooksAt() {
    let lookedAt = Set("#()[;<=>{}e".utf8)
    for byte in UInt8.min...UInt8.max {
      #expect(SourceNesting.isLookedAt(byte) == lookedAt.contains(byte), "byte \(byte)")
    }
  }

  static func nesting(_ text: String) -> SourceNesting { SourceNesting(Array(text.utf8)) }

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
}
