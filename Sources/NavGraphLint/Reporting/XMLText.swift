import NavGraphCore

/// Escaping for XML attribute values and text (checkstyle, JUnit): markup characters as
/// entities, and line breaks and tabs as character references, which attribute values would
/// otherwise normalise to spaces.
enum XMLText {
  private static let escaper = TextEscaper(
    [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;",
      "\r": "&#13;", "\t": "&#9;",
    ], controls: .droppedAsInXML)

  static func escape(_ text: String) -> String {
    escaper.escape(text)
  }
}
