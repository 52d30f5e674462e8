/// What the first letter of a name tells of what it names. Swift's convention (types
/// capitalised, values not) can only be read in a script with letter case: a name in Hangul,
/// Han or emoji may be either, so the scanner takes such a name for whatever the place it
/// stands in allows, and lets resolution decide.
enum NameCase {
  /// Whether `name` may name a type (`Child`, `힣휐힀`): it starts neither in lowercase nor
  /// with `_`.
  static func mayNameType(_ name: some StringProtocol) -> Bool {
    guard let first = name.first else { return false }
    return !first.isLowercase && first != "_" && first != "$"
  }

  /// Whether `name` may name a value, a field or an enum case (`destination`, `_path`,
  /// `힣휃휪`): it does not start capitalised.
  static func mayNameValue(_ name: some StringProtocol) -> Bool {
    guard let first = name.first else { return false }
    return !first.isUppercase
  }
}
