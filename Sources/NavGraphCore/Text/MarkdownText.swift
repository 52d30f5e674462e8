import Foundation

/// Names are data: these keep any feature name, field or message literal in Markdown, so a
/// type called `A|B` or `<script>` neither breaks a table nor injects HTML. Shared by the
/// documentation pages, the diff's and lint's Markdown reports.
package enum MarkdownText {
  /// Plain text: Markdown punctuation is backslash-escaped, line breaks become spaces.
  package static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "#", "!", "|", "~", "&", "$":
        result += "\\\(character)"
      case "\n", "\r", "\t": result += " "
      default:
        if !character.isControlCharacter { result.append(character) }
      }
    }
    return result
  }

  /// A code span: fenced with more backticks than the text holds, `|` escaped so it is safe
  /// in a table cell (GFM splits cells before it reads code spans).
  package static func code(_ text: String) -> String {
    let flat = text.map { $0.isNewline ? " " : $0 }.filter { !$0.isControlCharacter }
    let body = String(flat).replacingOccurrences(of: "|", with: "\\|")
    var longest = 0, run = 0
    for character in body {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
    return fence + padding + body + padding + fence
  }

  /// `[text](destination)`; the destination is already percent-encoded.
  package static func link(_ text: String, _ destination: String) -> String {
    "[\(text)](\(destination))"
  }
}

extension Character {
  fileprivate var isControlCharacter: Bool {
    unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } && !isNewline
  }
}
