/// Control characters (Unicode category Cc: C0, DEL, C1) in names that reach a terminal or a
/// CI log. A feature named in graph JSON can hold any of them, and an ESC or BEL printed raw
/// recolours, retitles or rings the reader's terminal (GitHub's log viewer reads ANSI codes
/// too), so line-oriented reports spell them the way Swift writes them: `\u{1B}`.
enum ControlCharacters {
  /// `text` with every control character except those in `keeping` written as `\u{XX}`.
  static func escaped(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else {
      return text
    }
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

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }
}
