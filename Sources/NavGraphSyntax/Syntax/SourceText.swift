@_spi(RawSyntax) import SwiftSyntax

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
    contains(word, inBytes: node.position.utf8Offset..<node.endPosition.utf8Offset)
  }

  /// Whether `word`'s bytes occur in `range` of the file, for a caller that knows a node's
  /// extent from the raw tree without building the node.
  func contains(_ word: StaticString, inBytes range: Range<Int>) -> Bool {
    let start = range.lowerBound
    let end = Swift.min(range.upperBound, bytes.count)
    let length = word.utf8CodeUnitCount
    guard length > 0, end - start >= length else { return false }
    return word.withUTF8Buffer { needle in
      bytes.withUnsafeBufferPointer { haystack in
        ByteSearch.contains(needle, in: UnsafeBufferPointer(rebasing: haystack[start..<end]))
      }
    }
  }

  /// The node without the leading trivia of its first token and the trailing trivia of its
  /// last, counting missing tokens the way `trimmed` does (it strips the first token's trivia
  /// even when the parser inserted that token).
  ///
  /// The tokens are found in the raw tree (swift-syntax's `RawSyntax` SPI), as
  /// `firstToken(viewMode: .all)` finds them but without building a `Syntax` node for each
  /// node on the way down — which, asked for the text of every type and call base, cost as
  /// much as reading the text.
  private func trimmedRange(of node: some SyntaxProtocol) -> Range<Int> {
    trimmedRange(of: node.raw, at: node.position.utf8Offset)
  }

  /// `trimmedRange(of:)` for a raw node that starts (trivia included) at byte `offset`.
  private func trimmedRange(of raw: RawSyntax, at offset: Int) -> Range<Int> {
    let leading = Self.firstToken(in: raw)?.leadingTriviaByteLength ?? 0
    let trailing = Self.lastToken(in: raw)?.trailingTriviaByteLength ?? 0
    let start = offset + leading
    let end = Swift.max(start, offset + raw.byteLength - trailing)
    return start..<end
  }

  /// `text(of:)` for a raw node found at byte `offset` (`RawLocated`), without building it.
  func text(of located: RawLocated) -> String {
    String(decoding: bytes[trimmedRange(of: located.raw, at: located.offset)], as: UTF8.self)
  }

  /// `position(of:)` for a raw node found at byte `offset`.
  func position(of located: RawLocated) -> Position {
    let leading = Self.firstToken(in: located.raw)?.leadingTriviaByteLength ?? 0
    let (line, column) = lines.location(ofOffset: located.offset + leading)
    return Position(line: line, column: column)
  }

  /// The first token below `node`, missing tokens included (`firstToken(viewMode: .all)`).
  private static func firstToken(in node: RawSyntax) -> RawSyntaxTokenView? {
    if let token = node.tokenView { return token }
    guard let layout = node.layoutView else { return nil }
    for case let child? in layout.children {
      if let token = firstToken(in: child) { return token }
    }
    return nil
  }

  /// The last token below `node`, missing tokens included (`lastToken(viewMode: .all)`).
  private static func lastToken(in node: RawSyntax) -> RawSyntaxTokenView? {
    if let token = node.tokenView { return token }
    guard let layout = node.layoutView else { return nil }
    for case let child? in layout.children.reversed() {
      if let token = lastToken(in: child) { return token }
    }
    return nil
  }
}
