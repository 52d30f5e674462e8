/// Names are data: these make any string safe in the places Graphviz reads text, so a feature
/// called `A"]; evil [label="x` or `<script>` renders as written and injects nothing.
enum GraphvizText {
  /// Text inside an HTML-like label: XML-escaped, control characters dropped.
  static func html(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      // Graphviz expands `\N`, `\G`, `\E`, `\H`, `\T`, `\L` even inside HTML-like labels,
      // after decoding entities, and has no escape for them: an invisible word joiner
      // between the backslash and the letter keeps both as written.
      if previous == "\\", "GNEHTL".unicodeScalars.contains(scalar) { result += "\u{2060}" }
      previous = scalar
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n": result += "<BR/>"
      default:
        if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// A plain attribute (tooltips): `\` starts Graphviz escapes and `&...;` is decoded as an
  /// entity, so both are escaped; newlines become Graphviz's `\n`.
  static func plain(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "&": result += "&amp;"
      case "\n": result += "\\n"
      default:
        if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// A `URL`: Graphviz writes it into SVG attributes unescaped, so it is percent-encoded
  /// (spaces, quotes, angle brackets, non-ASCII) and `&` is written as an entity.
  static func url(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): result += "&amp;"
      case 0x21...0x7E where !unsafeInURL.contains(byte):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  private static let unsafeInURL: Set<UInt8> = Set("\"<>\\^`{|}'".utf8)

  /// C0/C1 controls and the XML non-characters make SVG invalid; they never carry meaning
  /// in a type name, so they are dropped.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20...0x7E, 0xA0...0xFFFD: scalar.value < 0xD800 || scalar.value > 0xDFFF
    case 0x10000...0x10FFFF: true
    default: false
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
