@_spi(RawSyntax) import SwiftSyntax

/// Members that read like enum cases but are never a destination or stack case built: `init`,
/// an `Effect`'s (`.none`, `.run`, `.send`, `.merge`, `.concatenate`, `.cancel`) and an
/// `Optional`'s (`.none`, `.some`). The call triage and `ConstructionRecognizer` both pass over
/// them, so they read this one list and cannot disagree on what may be a case.
enum NonCaseMembers {
  /// In the raw tree's bytes, as the triage meets them on every call: a few equality checks in
  /// turn, without hashing the name.
  private static let names: [SyntaxText] = [
    "init", "none", "some", "run", "send", "merge", "concatenate", "cancel",
  ]
  /// As `String`s, the form `ConstructionRecognizer` reads names in.
  private static let strings = Set(names.map { String(syntaxText: $0) })

  static func contains(_ name: SyntaxText) -> Bool { names.contains(name) }

  static func contains(_ name: String) -> Bool { strings.contains(name) }
}
