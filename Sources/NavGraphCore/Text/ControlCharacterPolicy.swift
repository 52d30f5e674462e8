/// What an output language does with a character that does not show as itself, after its
/// escaper has replaced the characters it reserves (`TextEscaper`). One policy per language:
///
/// - XML and every language whose text ends up in XML or HTML — the checkstyle and JUnit
///   reports, the HTML viewer, SVG and the DOT it is drawn from, Mermaid — drops them
///   (`droppedAsInXML`): XML forbids most of them even escaped and discourages the rest, and
///   none carries meaning in a type name.
/// - Line-oriented text — the navigation snapshot, the diff's text report — writes them as
///   Swift escapes (`swiftEscaped`): a snapshot's lines must read back into exactly the names
///   they were written from, and a terminal must get no control sequence.
/// - Lint's line-oriented reports (text, Xcode, GitHub) write only the control characters as
///   Swift escapes (`controlsSwiftEscaped`): an ESC or BEL printed raw recolours, retitles or
///   rings the reader's terminal (GitHub's log viewer reads ANSI codes too); the rest of a
///   message is quoted as written.
/// - Text already written in its language, where only the reserved characters change (JSON
///   inside the HTML viewer's `<script>`), keeps every character (`kept`).
package enum ControlCharacterPolicy: Sendable {
  /// Drops the C0 controls but tab, line feed and carriage return; DEL and the C1 controls;
  /// the non-characters U+FFFE and U+FFFF.
  case droppedAsInXML
  /// Writes as `\u{…}` every character that does not print as itself (controls, format
  /// characters such as a right-to-left override, separators other than the space, private or
  /// unassigned code points); keeps the rest.
  case swiftEscaped
  /// Writes as `\u{…}` the control characters (category Cc: C0, DEL, C1) alone.
  case controlsSwiftEscaped
  /// Keeps every character.
  case kept

  /// Whether `scalar` is written as it is.
  func keeps(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .droppedAsInXML:
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0xA0...0xFFFD, 0x10000...0x10FFFF: true
      default: false
      }
    case .swiftEscaped: scalar == " " || Self.isPrintable(scalar)
    case .controlsSwiftEscaped: scalar.properties.generalCategory != .control
    case .kept: true
    }
  }

  /// What is written for a scalar the policy does not keep.
  func replacement(for scalar: Unicode.Scalar) -> String {
    switch self {
    case .droppedAsInXML, .kept: ""
    case .swiftEscaped, .controlsSwiftEscaped:
      "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// A character that shows as itself: not a control, format or separator character, not
  /// unassigned or private.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
      .privateUse, .unassigned:
      false
    default: true
    }
  }
}
