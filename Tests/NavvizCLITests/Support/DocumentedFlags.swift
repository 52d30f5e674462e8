import Foundation

/// The `--flags` a command's `--help` offers, and those Markdown documents for it: the options
/// section of its guide page, and every command line that runs it (`navviz lint ... --strict`).
enum DocumentedFlags {
  /// The names in the `SUBCOMMANDS:` section of `navviz --help`, without `help`.
  static func subcommands(inHelp help: String) -> [String] {
    var names: [String] = []
    var inSection = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("SUBCOMMANDS:") {
        inSection = true
      } else if inSection, let match = line.firstMatch(of: /^  ([a-z][a-z0-9-]*)(\s|$)/) {
        if match.1 != "help" { names.append(String(match.1)) }
      } else if inSection, !line.isEmpty, !line.hasPrefix(" ") {
        inSection = false
      }
    }
    return names
  }

  /// Every flag `--help` names, both spellings of `--[no-]name`.
  static func flags(inHelp help: String) -> Set<String> {
    var flags: Set<String> = []
    for match in help.matches(of: /(?:^|[^\w-])--(\[no-\])?([a-z0-9][a-z0-9-]*)/) {
      flags.insert("--\(match.2)")
      if match.1 != nil { flags.insert("--no-\(match.2)") }
    }
    return flags
  }

  /// The flags in a guide page's `## Options` section.
  static func optionsSection(of page: String) -> Set<String> {
    guard let start = page.range(of: "\n## Options\n") else { return [] }
    let rest = page[start.upperBound...]
    let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    return flags(inHelp: String(section))
  }

  /// For each command run in `markdown` (`navviz CMD ...`, in a code block or inline code), the
  /// flags written after it, up to the end of the command: a closing backtick, a shell comment
  /// or pipe, or the end of the line (a line ending in `\` continues on the next).
  /// `swift package navviz ...` is skipped: the plugin takes flags of its own (`--target`).
  static func commandLines(in markdown: String) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    let lines = markdown.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
    for line in lines {
      for match in line.matches(of: /(?:^|[^\w-])navviz ([a-z][a-z-]*)([^`|#\n]*)/) {
        let before = line[..<match.range.lowerBound] + match.0.prefix { $0 != "n" }
        if before.hasSuffix("package ") { continue }
        let command = String(match.1)
        for flag in String(match.2).matches(of: /(?:^|[^\w-])(--[a-z0-9][a-z0-9-]*)/) {
          result[command, default: []].insert(String(flag.1))
        }
      }
    }
    return result
  }
}
