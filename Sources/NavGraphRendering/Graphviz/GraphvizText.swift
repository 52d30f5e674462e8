import NavGraphCore

/// Names are data: these make any string safe in the places Graphviz reads text, so a feature
/// called `A"]; evil [label="x` or `<script>` renders as written and injects nothing. What
/// Graphviz writes is SVG, so what XML cannot hold is dropped.
enum GraphvizText {
  /// Text inside an HTML-like label: XML-escaped, a line break as `<BR/>`.
  static func html(_ text: String) -> String {
    htmlEscaper.escape(keepingBackslashes(text))
  }

  /// A plain attribute (tooltips): `\` starts Graphviz escapes and `&...;` is decoded as an
  /// entity, so both are escaped; newlines become Graphviz's `\n`.
  static func plain(_ text: String) -> String {
    plainEscaper.escape(text)
  }

  private static let htmlEscaper = TextEscaper(
    [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\n": "<BR/>",
      "\r": "",
    ], controls: .droppedAsInXML)

  private static let plainEscaper = TextEscaper(
    ["\\": "\\\\", "&": "&amp;", "\n": "\\n", "\r": ""], controls: .droppedAsInXML)

  /// Graphviz expands `\N`, `\G`, `\E`, `\H`, `\T`, `\L` even inside HTML-like labels, after
  /// decoding entities, and has no escape for them: an invisible word joiner between the
  /// backslash and the letter keeps both as written.
  private static func keepingBackslashes(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if previous == "\\", "GNEHTL".unicodeScalars.contains(scalar) { result += "\u{2060}" }
      previous = scalar
      result.unicodeScalars.append(scalar)
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
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
