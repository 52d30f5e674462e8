import SwiftSyntax

/// The bytes of one parsed file, with its line table: what a collector reads a node's text
/// from.
///
/// `trimmedDescription` would give the same text, but it first detaches the node — a deep
/// copy of its subtree — and rebuilds its first and last tokens. Asked for the base of every
/// call in a SwiftUI modifier chain or a `Reduce { ... }.ifLet(...)`, it copied the whole view
/// or reducer body once per modifier, which made collecting cost more than parsing.
struct SourceText: Sendable {
  let bytes: [UInt8]
  let lines: LineTable

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    self.lines = LineTable(bytes)
  }

  /// 1-based line and UTF-8 column where `node`'s text starts.
  func position(of node: some SyntaxProtocol) -> Position {
    let (line, column) = lines.location(
      ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return Position(line: line, column: column)
  }

  /// `node.trimmedDescription`, read from the source.
  func text(of node: some SyntaxProtocol) -> String {
    String(decoding: bytes[trimmedRange(of: node)], as: UTF8.self)
  }

  /// `TypeRef.parse(node.trimmedDescription)`; the parse reads only the type-like prefix, so
  /// this costs the same for `Feature.State` and for a 200-line modifier chain.
  func typeRef(of node: some SyntaxProtocol) -> TypeRef? {
    TypeRef.parse(bytes[trimmedRange(of: node)])
  }

  /// Whether `word`'s bytes occur in the node's text, trivia included: a cheap test before
  /// parsing the node as a type (no name can end in `State` if `State` is not in the text).
  func contains(_ word: StaticString, in node: some SyntaxProtocol) -> Bool {
    let start = node.position.utf8Offset
    let end = Swift.min(node.endPosition.utf8Offset, bytes.count)
    let length = word.utf8CodeUnitCount
    guard length > 0, end - start >= length else { return false }
    return word.withUTF8Buffer { needle in
      bytes.withUnsafeBufferPointer { haystack in
        var index = start
        while index <= end - length {
          if haystack[index] == needle[0] {
            var offset = 1
            while offset < length, haystack[index + offset] == needle[offset] { offset += 1 }
            if offset == length { return true }
          }
          index += 1
        }
        return false
      }
    }
  }

  /// The node without the leading trivia of its first token and the trailing trivia of its
  /// last, counting missing tokens the way `trimmed` does (it strips the first token's trivia
  /// even when the parser inserted that token).
  private func trimmedRange(of node: some SyntaxProtocol) -> Range<Int> {
    let leading = node.firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
    let trailing = node.lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0
    let start = node.position.utf8Offset + leading
    let end = Swift.max(start, node.endPosition.utf8Offset - trailing)
    return start..<end
  }
}
