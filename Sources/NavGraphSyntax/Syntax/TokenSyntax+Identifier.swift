@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
  /// `text`, read straight from the token's bytes. `text` first builds the token's
  /// `TokenKind` (a `String` of its own for names and literals) and then the text from that:
  /// two allocations for every name a collector reads. The two agree whenever the token has
  /// bytes; a token without any (one the parser inserted) still goes through `text`, which
  /// spells a missing `(` or keyword by its kind.
  var sourceText: String {
    let raw = rawText
    return raw.isEmpty ? text : String(syntaxText: raw)
  }

  /// The name a token declares or references, without the backticks of a raw identifier:
  /// `` `Log In` `` and `` `class` `` name `Log In` and `class`, as every output shows them.
  var identifierText: String { Self.identifier(spelled: sourceText) }

  /// The name a token spelled `text` declares or references (`identifierText`).
  static func identifier(spelled text: String) -> String {
    // Only a name whose first byte is a backtick or `$` can be raw: deciding on that byte
    // spares the other names (nearly all) the grapheme count and comparisons below.
    guard let first = text.utf8.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "$")
    else { return text }
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else {
      // `$`-prefixed projections of a raw identifier: `` $`field two` ``.
      if text.hasPrefix("$`"), text.hasSuffix("`"), text.count >= 3 {
        return "$" + String(text.dropFirst(2).dropLast())
      }
      return text
    }
    return String(text.dropFirst().dropLast())
  }
}

extension RawTokenSyntax {
  /// `TokenSyntax.identifierText` of the same token. A token without bytes (one the parser
  /// inserted) is only ever an identifier here, whose `text` is empty too.
  var identifierText: String {
    TokenSyntax.identifier(spelled: String(syntaxText: tokenText))
  }
}
