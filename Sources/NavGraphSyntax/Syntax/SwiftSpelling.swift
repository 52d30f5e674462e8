import SwiftParser

/// How a scanned name is written back into Swift, for fixes a finding suggests: names are
/// stored as they read (`field "two"`), and a suggestion must be code a user can paste.
package enum SwiftSpelling {
  /// The name as a member in Swift: `destination` as is, `` `field "two"` `` and
  /// `` `Log In` `` in backticks (SE-0451 raw identifiers).
  package static func member(_ name: String) -> String {
    isPlainMember(name) ? name : "`\(name)`"
  }

  /// Whether the name needs no backticks after a `.`. A name that does has no `$` projection
  /// either: Swift 6 rejects `` $`field "two"` ``, so a raw-identifier `@Presents` field cannot
  /// be handed to `ifLet(\.$…)` at all.
  package static func isPlainMember(_ name: String) -> Bool {
    name.isValidSwiftIdentifier(for: .memberAccess)
  }
}
