import NavGraphCore
import NavGraphFacts
import SwiftSyntax

/// Finds `// navviz:` suppression comments. Most files have none, so the source bytes are
/// searched first and the token walk (every token's trivia) happens only in files that do:
/// the common case costs one pass over bytes, not one over the tree.
enum DirectiveCollector {
  static func mayContainDirectives(_ bytes: [UInt8]) -> Bool {
    let needle: StaticString = "navviz:"
    return needle.withUTF8Buffer { needle in
      bytes.withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
    }
  }

  static func collect(
    _ tree: SourceFileSyntax, lines: LineTable, file: String
  ) -> [SuppressionDirective] {
    var found: [SuppressionDirective] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia {
        collect(piece, at: offset, lines: lines, file: file, into: &found)
        offset += piece.sourceLength.utf8Length
      }
      offset = token.endPositionBeforeTrailingTrivia.utf8Offset
      for piece in token.trailingTrivia {
        collect(piece, at: offset, lines: lines, file: file, into: &found)
        offset += piece.sourceLength.utf8Length
      }
    }
    return found
  }

  private static func collect(
    _ piece: TriviaPiece, at offset: Int, lines: LineTable, file: String,
    into found: inout [SuppressionDirective]
  ) {
    guard case .lineComment(let text) = piece, text.contains("navviz:") else { return }
    let (line, column) = lines.location(ofOffset: offset)
    let location = SourceLocation(file: file, line: line, column: column)
    if let directive = SuppressionDirective.parse(comment: text, location: location) {
      found.append(directive)
    }
  }
}
