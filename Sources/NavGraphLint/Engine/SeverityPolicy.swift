import NavGraphCore

/// What each severity claims about an app, the rule every rule's default follows. Written
/// once here: `navviz rules` prints it and docs/lint-rules.md quotes it (a test checks).
package enum SeverityPolicy {
  package static func meaning(of severity: Finding.Severity) -> String {
    switch severity {
    case .error:
      "the app misbehaves: state never cleared, actions dropped, a child run twice"
    case .warning:
      "a state the code allows that the app cannot want, or code that does nothing"
    case .note:
      "style and budgets, or what a rule cannot decide"
    }
  }

  /// One line per severity, most severe first.
  package static var lines: [String] {
    [Finding.Severity.error, .warning, .note].map { "\($0.rawValue): \(meaning(of: $0))" }
  }
}
