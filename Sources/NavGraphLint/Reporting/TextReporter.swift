import NavGraphCore

/// `path:line:column: warning: message [rule-id]`, the form Xcode, editors and most CI log
/// parsers read, then a summary line.
package struct TextReporter: LintReporter {
  package init() {}

  package func render(_ report: LintReport) -> String {
    // One buffer, each piece appended in place: a large run writes megabytes of messages
    // (a depth finding names every screen of its chain), and building each line as its own
    // string first copied all of it twice.
    var text = ""
    text.reserveCapacity(report.findings.reduce(64) { $0 + $1.message.utf8.count + 160 })
    for finding in report.findings {
      // Control characters a name can carry (graph JSON) are spelled out, not sent to a terminal.
      if let location = finding.location {
        text += ControlCharacters.escaped(location.description)
        text += ": "
      } else if let feature = finding.feature {
        text += ControlCharacters.escaped(feature)
        text += ": "
      }
      text += finding.severity.rawValue
      text += ": "
      // One finding per line, whatever the message holds: editors parse line by line.
      if Self.holdsLineBreak(finding.message) {
        text += ControlCharacters.escaped(
          finding.message.split(whereSeparator: \.isNewline).joined(separator: " "))
      } else {
        text += ControlCharacters.escaped(finding.message)
      }
      text += " ["
      text += finding.rule
      text += "]\n"
    }
    text += Self.summary(report)
    text += "\n"
    return text
  }

  /// Whether `message` holds a character `Character.isNewline` accepts — LF, VT, FF, CR,
  /// NEL (UTF-8 `C2 85`), LINE or PARAGRAPH SEPARATOR (`E2 80 A8`, `E2 80 A9`) — in one pass
  /// over the UTF-8 bytes, so the character-by-character split runs only when it changes
  /// something.
  static func holdsLineBreak(_ message: String) -> Bool {
    var message = message  // `withUTF8` needs `var`; a native string is not copied.
    return message.withUTF8 { bytes in
      for index in bytes.indices {
        switch bytes[index] {
        case 0x0A...0x0D: return true
        case 0x85 where index >= 1 && bytes[index - 1] == 0xC2: return true
        case 0xA8, 0xA9:
          if index >= 2 && bytes[index - 1] == 0x80 && bytes[index - 2] == 0xE2 { return true }
        default: continue
        }
      }
      return false
    }
  }

  /// `navviz lint: 3 findings (1 error, 2 warnings) in 12 files`, and `(1 skipped, not
  /// checked)` after it when the scanner skipped some.
  static func summary(_ report: LintReport) -> String {
    let count = report.skippedFiles.count
    let skipped = count > 0 ? " (\(count) skipped, not checked)" : ""
    let unresolved = report.unresolved.summary.map { "; \($0): `navviz audit` lists them" } ?? ""
    let files = report.fileCount.map { " in \(plural($0, "file"))\(skipped)\(unresolved)" } ?? ""
    guard !report.findings.isEmpty else { return "navviz lint: no findings\(files)" }
    let parts = [Finding.Severity.error, .warning, .note].compactMap { severity in
      let count = report.count(severity)
      return count == 0 ? nil : plural(count, severity.rawValue)
    }
    return "navviz lint: \(plural(report.findings.count, "finding")) "
      + "(\(parts.joined(separator: ", ")))\(files)"
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
