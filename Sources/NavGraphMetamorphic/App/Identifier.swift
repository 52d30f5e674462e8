import SwiftSyntax

/// How Swift spells a name in a token: bare (`path`), escaped (`` `default` ``), projected
/// (`$path`, `` $`default` ``) or as its wrapper's storage (`_path`). The transformations
/// read and write names through it, so that a name and its decorations travel together.
struct Identifier: Hashable {
  /// `$` for a projected value, `_` for a property wrapper's storage, empty otherwise.
  var prefix: String
  /// The name without backticks or prefix.
  var name: String

  /// Reads an identifier token's text; `$0`-style closure arguments read as a name `0`, which
  /// no declaration has.
  init(token text: String) {
    var rest = Substring(text)
    prefix = ""
    if rest.hasPrefix("$") {
      prefix = "$"
      rest = rest.dropFirst()
    }
    if rest.count >= 2, rest.hasPrefix("`"), rest.hasSuffix("`") {
      rest = rest.dropFirst().dropLast()
    }
    name = String(rest)
  }

  init(prefix: String = "", name: String) {
    self.prefix = prefix
    self.name = name
  }

  /// The token text: the name escaped when it needs to be (a keyword).
  var spelled: String {
    prefix + (Self.needsEscaping(name) ? "`" + name + "`" : name)
  }

  /// Keywords that cannot stand as a bare identifier (in declarations, where the rules are
  /// strictest): Swift's reserved words. Contextual keywords (`open`, `some`) are names.
  static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "Any", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
  ]

  static func needsEscaping(_ name: String) -> Bool { reservedWords.contains(name) }
}

extension TokenSyntax {
  /// The identifier this token spells, for identifier tokens only.
  var identifier: Identifier? {
    guard case .identifier(let text) = tokenKind else { return nil }
    return Identifier(token: text)
  }
}
