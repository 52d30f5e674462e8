/// Control characters (Unicode category Cc: C0, DEL, C1) in names that reach a terminal or a
/// CI log. A feature named in graph JSON can hold any of them, and an ESC or BEL printed raw
/// recolours, retitles or rings the reader's terminal (GitHub's log viewer reads ANSI codes
/// too), so line-oriented reports spell them the way Swift writes them: `\u{1B}`.
enum ControlCharacters {
  /// `text` with every control character except those in `keeping` written as `\u{XX}`.
  static func escaped(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
    // Reports run this over every message: a byte scan rules most of them out.
    guard text.utf8.contains(where: mayStart),
      text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) })
    else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if isControl(scalar) && !keeping.contains(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a UTF-8 byte may begin a control character: C0 and DEL are single bytes, and
  /// every C1 control (U+0080–U+009F) is `C2` and one more byte.
  static func mayStart(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }
}
