extension Character {
  /// Whether the character may stand inside a Swift identifier, as far as the scanner's text
  /// reading needs: letters, digits and `_`, and any character outside ASCII that is not
  /// white space. Swift also takes emoji and many symbols in names (`$🐁🐣`), and the
  /// delimiters the scanner stops at (`.`, `,`, `(`, `)`) are all ASCII.
  package var mayStandInIdentifier: Bool {
    isLetter || isNumber || self == "_" || (!isASCII && !isWhitespace)
  }
}
