/// The role of a button of an alert or dialog, in TCA's words (`ButtonStateRole`): a button
/// with no role is TCA's `.default(...)`, so an optional role says all three.
///
/// Lint reads it to tell a choice that destroys something (which must do it) from one that
/// only closes the prompt (a Cancel, which needs no action); the scanner's cached file
/// summaries keep it (`Codable`). Only the scan and lint speak of it, so it is no part of the
/// library's face.
package enum ButtonStateRole: String, Codable, Hashable, Sendable, CaseIterable {
  /// `.cancel(...)`, `ButtonState(role: .cancel)`: closes the prompt.
  case cancel
  /// `.destructive(...)`, `ButtonState(role: .destructive)`: deletes, discards, signs out.
  case destructive

  /// The role a member written at a button names (`destructive` in `.destructive(...)` or
  /// `role: .destructive`); `nil` for any other name, `default` among them.
  package init?(memberName: some StringProtocol) {
    guard let role = Self(rawValue: String(memberName)) else { return nil }
    self = role
  }
}
