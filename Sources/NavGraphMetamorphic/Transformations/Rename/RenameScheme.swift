/// The kinds of new names a renaming gives: non-ASCII scripts with and without letter case,
/// emoji, Swift's keywords (backticked), and long names.
package enum RenameScheme: String, CaseIterable, Sendable {
  /// Hangul syllables, which have no case: a name no longer says whether it is a type.
  case hangul
  /// Cyrillic letters, the first in the original's case.
  case cyrillic
  /// Accented Latin letters, the first in the original's case.
  case accented
  /// Animal emoji (single code points Swift accepts in identifiers).
  case emoji
  /// Reserved words, backticked (`` `default` ``), for as many names as there are words; the
  /// other names keep their text but are written backticked too.
  case keywords
  /// The original name made longer than a line.
  case long

  /// The new name for the `index`th name (`original`), or `nil` to keep it. `attempt` counts
  /// the names already refused because the app writes them somewhere.
  func name(for original: String, index: Int, attempt: Int) -> NewName? {
    let number = index + attempt * 1_000_003
    switch self {
    case .hangul:
      // From the end of the syllable block, which ordinary Korean text hardly uses.
      return NewName(name: "힣" + Self.digits(number, alphabet: Self.hangulSyllables))
    case .cyrillic:
      let first: Character = original.first?.isUppercase == true ? "Ж" : "ж"
      return NewName(name: String(first) + Self.digits(number, alphabet: Self.cyrillicLetters))
    case .accented:
      let first: Character = original.first?.isUppercase == true ? "É" : "é"
      return NewName(name: String(first) + Self.digits(number, alphabet: Self.accentedLetters))
    case .emoji:
      return NewName(name: Self.digits(number, alphabet: Self.animals))
    case .keywords:
      guard attempt == 0 else { return nil }
      if index < Self.reservedNames.count { return NewName(name: Self.reservedNames[index]) }
      return NewName(name: original, alwaysEscaped: true)
    case .long:
      let suffix = attempt == 0 ? "" : String(attempt)
      return NewName(name: original + Self.lengthening + suffix)
    }
  }

  /// A file's new base name (without `.swift`), for the `index`th file.
  func fileName(for original: String, index: Int) -> String {
    switch self {
    case .keywords:
      return index < Self.reservedNames.count ? Self.reservedNames[index] + "_\(index)" : original
    case .long: return original + Self.lengthening
    default: return name(for: original, index: index, attempt: 0)?.name ?? original
    }
  }

  /// `number` written in `alphabet`, at least two digits.
  private static func digits(_ number: Int, alphabet: [Character]) -> String {
    var value = number
    var result: [Character] = []
    repeat {
      result.append(alphabet[value % alphabet.count])
      value /= alphabet.count
    } while value > 0 || result.count < 2
    return String(result.reversed())
  }

  private static let hangulSyllables: [Character] = (0xD700...0xD7A3).map {
    Character(Unicode.Scalar($0)!)
  }
  private static let cyrillicLetters: [Character] = Array("абвгдежзийклмнопрстуфхцчшщъыьэюя")
  private static let accentedLetters: [Character] = Array("àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿ")
  private static let animals: [Character] = (0x1F400...0x1F43C).map {
    Character(Unicode.Scalar($0)!)
  }
  /// Reserved words that stand as names when backticked, in every place a name goes
  /// (`init`, `self`, `Self`, `Any` and `_` mean something even then; `default` is an alert
  /// button's role, which the scanner reads).
  static let reservedNames: [String] = [
    "class", "struct", "enum", "func", "var", "let", "if", "else", "for", "while",
    "repeat", "switch", "case", "where", "return", "break", "continue", "fallthrough", "do",
    "catch", "throw", "throws", "rethrows", "try", "in", "is", "as", "import", "protocol",
    "extension", "static", "public", "private", "internal", "fileprivate", "operator",
    "subscript", "typealias", "associatedtype", "inout", "defer", "guard", "nil", "true",
    "false", "deinit", "precedencegroup", "open",
  ]
  private static let lengthening = "ThatIsNamedAtGreatLengthSoThatNoLineCanHoldItAndEveryReader"
    + "MustScrollFarToTheRightToSeeWhereItEnds"
}

/// A name a renaming gives, and whether it is always written backticked (a keyword must be; a
/// plain name written so tests that backticks are read through).
struct NewName: Hashable, Sendable {
  var name: String
  var alwaysEscaped = false

  /// The token text, after `prefix` (`$`, `_` or nothing).
  func spelled(prefix: String) -> String {
    let escaped = alwaysEscaped || Identifier.needsEscaping(name)
    return prefix + (escaped ? "`" + name + "`" : name)
  }
}
