/// How a name is written in a snapshot line and a diff report: bare when it is a plain name
/// (as every Swift type, field and case name is), else as a Swift string literal, so that a
/// name holding spaces, arrows, quotes or control characters neither breaks the line apart
/// nor reaches a terminal raw, and the line still reads back into the same parts.
enum SnapshotName {
  /// Characters the line's own structure uses.
  private static let reserved: Set<Unicode.Scalar> = ["\"", "\\", "(", ")", ",", "→"]

  /// `name` as one token. `leadingDot`: the place allows a bare name to start with `.` (an
  /// edge's target, such as the leaf `.privacyPolicy`); elsewhere a leading dot marks a field
  /// or a case.
  static func token(_ name: String, leadingDot: Bool = false) -> String {
    isPlain(name, leadingDot: leadingDot) ? name : quoted(name)
  }

  static func isPlain(_ name: String, leadingDot: Bool) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    if first == "." && !leadingDot { return false }
    return name.unicodeScalars.allSatisfy {
      ControlCharacterPolicy.isPrintable($0) && $0 != " " && !reserved.contains($0)
    }
  }

  /// A Swift string literal: `\\`, `\"`, `\n`, `\r`, `\t`, `\0`, and `\u{…}` for any other
  /// character that does not print as itself (controls, format characters such as a
  /// right-to-left override, separators other than the space).
  static func quoted(_ name: String) -> String {
    "\"" + literal.escape(name) + "\""
  }

  private static let literal = TextEscaper(
    ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0"],
    controls: .swiftEscaped)
}
