import NavGraphCore
import NavGraphFacts
import Testing

@testable import NavGraphSyntax

/// One named input per crash or hang the fuzzer found in the scanner. Each is skipped with a
/// warning that names its file (or scanned), instead of overflowing the stack or hanging.
@Suite struct ScanLimitsTests {
  static let path = "Sources/App/Deep.swift"

  /// The warning about `path`, if the scanner skipped it.
  static func skipWarning(for source: String) -> ScanDiagnostic? {
    let result = SourceScanner().scan(sources: [path: source])
    return result.diagnostics.first {
      $0.severity == .warning && $0.location?.file == path && $0.message.hasPrefix("skipped: ")
    }
  }

  // Stack overflows in swift-syntax's recursive tree walks (SyntaxVisitor, firstToken).
  @Test func aChainOf30000MembersIsSkippedNotACrash() {
    let source = "let deep = state" + String(repeating: ".destination", count: 30_000)
    #expect(Self.skipWarning(for: source)?.message.contains("levels deep") == true)
  }

  @Test func anOptionalTypeOf30000QuestionMarksIsSkippedNotACrash() {
    let source = "var deep: Int" + String(repeating: "?", count: 30_000)
    #expect(Self.skipWarning(for: source)?.message.contains("levels deep") == true)
  }

  // Stack overflows in SwiftParser itself, which its nesting limit does not cover.
  @Test func genericArgumentsNested3000DeepAreSkippedNotACrash() {
    let source =
      "var deep: " + String(repeating: "A<", count: 3_000) + "B"
      + String(repeating: ">", count: 3_000)
    #expect(Self.skipWarning(for: source)?.message.hasPrefix("skipped: generic arguments") == true)
  }

  @Test func ifConfigNested3000DeepIsSkippedNotACrash() {
    let source =
      String(repeating: "#if A\n", count: 3_000)
      + String(repeating: "#endif\n", count: 3_000)
    #expect(Self.skipWarning(for: source)?.message.hasPrefix("skipped: #if blocks") == true)
  }

  @Test func anElseIfChainOf30000IsSkippedNotACrash() {
    let source = "func f() { if a {}" + String(repeating: " else if a {}", count: 30_000) + " }"
    #expect(Self.skipWarning(for: source)?.message.hasPrefix("skipped: an else-if chain") == true)
  }

  // A hang: SwiftParser's type lookahead is exponential in a run of `[`.
  @Test func aRunOf25SquareBracketsIsSkippedNotAHang() {
    let source =
      "let deep = " + String(repeating: "[", count: 25) + String(repeating: "]", count: 25)
    #expect(Self.skipWarning(for: source)?.message.hasPrefix("skipped: a run of `[`") == true)
  }

  // A hang in SwiftParser's lookahead: a deep generic argument list with a stray byte in it is
  // slow, and thousands of them hang. No one list passes the depth limit; the cubes of their
  // depths add up past the budget.
  @Test func thousandsOfDeepGenericListsWithAStrayByteAreSkippedNotAHang() {
    let list =
      String(repeating: "A<", count: 150) + "A\u{FFFD}A<" + String(repeating: "A<", count: 149)
      + "B" + String(repeating: ">", count: 300)
    let source = String(repeating: "struct F: Reducer {\n  var deep: \(list)\n}\n", count: 20)
    let warning = Self.skipWarning(for: source)?.message
    #expect(warning?.hasPrefix("skipped: generic arguments nested deep, over and over") == true)
    #expect(warning?.contains("add up to 540,000,000, past the 200,000,000") == true)
  }

  @Test func budgetsAreWrittenWithTheirDigitsGrouped() {
    let cases = [
      (0, "0"), (999, "999"), (1_000, "1,000"), (-12_345, "-12,345"),
      (118_417_904_720, "118,417,904,720"), (Int.max, "9,223,372,036,854,775,807"),
    ]
    for (number, text) in cases { #expect(ScanLimits.grouped(number) == text) }
  }

  // A hang in SwiftParser's recovery: for a `switch` with a keyword before its `{`, it looks
  // ahead for the `{` to the end of the file, once for each.
  @Test func switchesWithAKeywordBeforeTheirBraceAreSkippedNotAHang() {
    let unit = "func f() {\n  switch var action {\n  }\n}\n"
    let warning = Self.skipWarning(for: String(repeating: unit, count: 1_500))?.message
    #expect(warning?.hasPrefix("skipped: broken `switch` statements") == true)
    #expect(Self.skipWarning(for: unit + String(repeating: "struct A {}\n", count: 100)) == nil)
  }

  // The same recovery for a stray `)` among a switch's cases.
  @Test func strayClosersAmongASwitchsCasesAreSkippedNotAHang() {
    let unit = "func f() {\n  switch action {\n  )) case .a:\n    return\n  }\n}\n"
    let warning = Self.skipWarning(for: String(repeating: unit, count: 1_500))?.message
    #expect(warning?.hasPrefix("skipped: broken `switch` statements") == true)
  }

  // The same look-ahead, for an `#if` the cases might be in, when a switch's body begins with
  // something else: a statement, or a character Swift does not allow (U+202E before `case`).
  @Test func switchesWithSomethingButACaseFirstAreSkippedNotAHang() {
    let unit = "func f() {\n  switch action {\n  \u{202E}case .a:\n    return\n  }\n}\n"
    let warning = Self.skipWarning(for: String(repeating: unit, count: 1_500))?.message
    #expect(warning?.hasPrefix("skipped: broken `switch` statements") == true)
    #expect(warning?.contains("something other than a case first") == true)
    let valid = "func f() {\n  switch action {\n  // why\n  case .a:\n    return\n  }\n}\n"
    #expect(Self.skipWarning(for: String(repeating: valid, count: 1_500)) == nil)
  }

  // Output out of all proportion: types nested in each other again and again, with a long
  // name, give names of megabytes and gigabytes of JSON.
  @Test func typesWhoseNamesAddUpPastAMegabyteAreSkipped() {
    let name = String(repeating: "N", count: 20_000)
    let nested =
      String(repeating: "enum \(name) {\n", count: 12) + String(repeating: "}\n", count: 12)
    let warning = Self.skipWarning(for: nested)?.message
    #expect(warning?.hasPrefix("skipped: the names of its types add up to 1.5 MiB") == true)
    #expect(warning?.contains("nested up to 12 levels deep") == true)
    let one = "@Reducer struct \(name) {\n  struct State {}\n  enum Action {}\n}\n"
    #expect(Self.skipWarning(for: one) == nil)
  }

  @Test func aFewDeepGenericListsStillScan() {
    let list = String(repeating: "A<", count: 100) + "B" + String(repeating: ">", count: 100)
    let source = String(repeating: "struct F: Reducer {\n  var deep: \(list)\n}\n", count: 3)
    #expect(Self.skipWarning(for: source) == nil)
  }

  // A hang in SwiftParser's error recovery: it reads to the end of a type's body for each line
  // there that is not a declaration (a modifier chain pasted into a `State`), so thousands of
  // them take seconds to minutes.
  @Test func aModifierChainOf5000LinesInATypesBodyIsSkippedNotAHang() {
    let source = "struct State {\n" + String(repeating: "  .padding()\n", count: 5_000) + "}\n"
    let warning = Self.skipWarning(for: source)?.message
    #expect(warning?.hasPrefix("skipped: 5000 lines in one type's body") == true)
  }

  // The same recovery, with the chain inside a `[` the body left open and one line of it cut
  // short: the parser gives the `[` up and reads the chain as members, so lines inside a
  // group the body leaves open count too.
  @Test func aChainInsideAnUnclosedArrayLiteralIsSkippedNotAHang() {
    let chain = ".sheet(item: $store.scope(state: \\.d, action: \\.d)) { Child(store: $0) }\n"
    let cut = ".sheet(item: $store.scope(state: \\.d, action: ld(store: $0) }\n"
    let source =
      "enum Flows {\n  static let all: [Flow] = [first\u{FFFD}\n\n"
      + "var body: some View { Text(\"x\")\n" + String(repeating: chain, count: 2_000) + cut
      + String(repeating: chain, count: 3_000) + "}\n"
    let warning = Self.skipWarning(for: source)?.message
    #expect(warning?.hasPrefix("skipped: 3000 lines in one type's body") == true)
  }

  @Test func statementsInATypesBodyAreSkippedButAFewContinuationLinesScan() {
    let statements = "enum E {\n" + String(repeating: "  x = 1\n", count: 5_000) + "}\n"
    #expect(Self.skipWarning(for: statements) != nil)
    let continuations =
      "struct A {\n  static let x = y\n" + String(repeating: "    .map { $0 }\n", count: 50) + "}\n"
    #expect(Self.skipWarning(for: continuations) == nil)
  }

  // A hang in SwiftParser's error recovery: thousands of unclosed closures and a stray `/`.
  @Test func closuresNested5000DeepWithAStraySlashAreSkippedNotAHang() {
    let source = "let deep = " + String(repeating: "{ ", count: 5_000) + "/ x"
    #expect(Self.skipWarning(for: source)?.message.hasPrefix("skipped: braces nested") == true)
  }

  // SwiftParser's lexer copies its stack of open interpolations for every token it skips past
  // its nesting limit: thousands of levels in a small file take gigabytes.
  @Test func interpolationsNested5000DeepAreSkippedNotAMemoryBlowUp() {
    let source = "let deep = " + String(repeating: #""\("#, count: 5_000) + "x"
    #expect(
      Self.skipWarning(for: source)?.message
        .hasPrefix("skipped: string interpolations nested 5000 deep") == true)
  }

  @Test func ordinaryInterpolationsAndEscapedBackslashesStillScan() {
    let source = ##"""
      let a = "\(name) has \(items.map { "\($0.title) (\($0.count))" }.joined())"
      let b = #"raw \#(value) and \(not interpolated)"#
      let c = "escaped \\(" + String(repeating: "\\(", count: 100)
      """##
    #expect(Self.skipWarning(for: source) == nil)
  }

  // A feature file repeated into itself 3,000 times: merging every redeclaration would make
  // resolution quadratic in fields and cases.
  @Test func aTypeRedeclaredThousandsOfTimesIsReadEightTimesWithAWarning() {
    let feature = """
      struct Repeated: Reducer {
        struct State { @PresentationState var destination: Destination.State? }
        enum Action { case destination(PresentationAction<Destination.Action>) }
        enum Destination { case a(Child.State), b(Child.State) }
      }

      """
    let source = String(repeating: feature, count: 3_000) + "struct Child: Reducer {}\n"
    let result = SourceScanner().scan(sources: [Self.path: source])
    let warning = result.diagnostics.first {
      $0.message.hasPrefix("Repeated is declared 3000 times")
    }
    #expect(warning?.location?.line == 1)
    #expect(result.graph.features.contains { $0.name == "Repeated" })
  }

  @Test func typesUnderIfBranchesAreStillMerged() {
    let source = """
      #if os(iOS)
      struct Feature: Reducer { struct State { var a: Child.State? } }
      #else
      struct Feature: Reducer { struct State { var b: Child.State? } }
      #endif
      struct Child: Reducer {}
      """
    let result = SourceScanner().scan(sources: [Self.path: source])
    #expect(!result.diagnostics.contains { $0.message.contains("is declared") })
  }

  @Test func ordinaryNestedArraysStillScan() {
    let source = "let grid = [[1, 2], [3, [4, [5]]]]"
    #expect(Self.skipWarning(for: source) == nil)
  }

  // Debug builds of SwiftParser stop at 20 levels of brackets unless told otherwise: the
  // debug scanner lost a feature that a release build found.
  @Test func aFeatureInside40LevelsOfBracketsIsFoundInEveryBuild() {
    let open = String(repeating: "f({ ", count: 20)
    let close = String(repeating: "})", count: 20)
    let source = """
      @Reducer struct Outer {
        @ObservableState struct State { @Presents var child: Inner.State? }
        enum Action { case child(PresentationAction<Inner.Action>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in \(open) state.child = Inner.State() \(close); return .none }
            .ifLet(\\.$child, action: \\.child) { Inner() }
        }
      }
      @Reducer struct Inner {
        @ObservableState struct State {}
        enum Action {}
      }
      """
    let result = SourceScanner().scan(sources: [Self.path: source])
    #expect(result.graph.edges.contains { $0.from == "Outer" && $0.to == "Inner" })
    #expect(!result.diagnostics.contains { $0.message.contains("syntax errors") })
  }
}
