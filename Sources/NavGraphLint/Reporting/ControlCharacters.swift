import NavGraphCore

/// Control characters (Unicode category Cc: C0, DEL, C1) in names that reach a terminal or a
/// CI log. A feature named in graph JSON can hold any of them, and an ESC or BEL printed raw
/// recolours, retitles or rings the reader's terminal (GitHub's log viewer reads ANSI codes
/// too), so line-oriented reports spell them the way Swift writes them: `\u{1B}`.
enum ControlCharacters {
  /// Text for a terminal: every control character written as `\u{XX}`.
  static let terminal = TextEscaper([:], controls: .controlsSwiftEscaped)

  /// `text` with every control character written as `\u{XX}`.
  static func escaped(_ text: String) -> String {
    terminal.escape(text)
  }
}
