/// Swift that is thousands of levels deep, each shape a different recursion in a parser or a
/// syntax visitor: brackets the parser counts against its nesting limit, and chains (member
/// access, calls, `else if`, optionals) that build a deep tree without any bracket.
package enum DeepSyntax: String, CaseIterable, Sendable {
  case nestedTypes, nestedClosures, parentheses, arrays, genericArguments, memberChain
  case callChain, modifierChain, elseIfChain, optionalType, interpolations, poundIf, prefixOperators

  /// The source of `depth` levels of this shape, as one declaration or statement.
  package func source(depth: Int) -> String {
    let n = max(1, depth)
    switch self {
    case .nestedTypes:
      return (0..<n).map { "struct N\($0) { " }.joined() + String(repeating: "}", count: n)
    case .nestedClosures:
      return "let deep = " + String(repeating: "{ ", count: n) + String(repeating: "}", count: n)
    case .parentheses:
      return "let deep = " + String(repeating: "(", count: n) + "1"
        + String(repeating: ")", count: n)
    case .arrays:
      return "let deep = " + String(repeating: "[", count: n) + String(repeating: "]", count: n)
    case .genericArguments:
      return "var deep: " + String(repeating: "A<", count: n) + "B"
        + String(repeating: ">", count: n)
    case .memberChain:
      return "let deep = state" + String(repeating: ".destination", count: n)
    case .callChain:
      return "let deep = f" + String(repeating: "()", count: n)
    case .modifierChain:
      return "var body: some View { Text(\"x\")"
        + String(
          repeating: "\n.sheet(item: $store.scope(state: \\.d, action: \\.d)) { Child(store: $0) }",
          count: n)
        + " }"
    case .elseIfChain:
      return "func f() { if a {}" + String(repeating: " else if a {}", count: n) + " }"
    case .optionalType:
      return "var deep: Int" + String(repeating: "?", count: n)
    case .interpolations:
      return "let deep = " + String(repeating: "\"\\(", count: n) + "1"
        + String(repeating: ")\"", count: n)
    case .poundIf:
      return String(repeating: "#if A\n", count: n) + String(repeating: "#endif\n", count: n)
    case .prefixOperators:
      return "let deep = " + String(repeating: "- ", count: n) + "1"
    }
  }
}
