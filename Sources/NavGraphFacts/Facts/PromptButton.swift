import NavGraphModel

/// A button written in an alert or dialog: its role, and whether a tap sends an action of its
/// own or only closes the prompt (the presentation's dismissal).
package struct PromptButton: Hashable, Sendable {
  /// `nil` for a button with no role (TCA's `.default(...)`).
  package var role: ButtonStateRole?
  package var hasAction: Bool
  /// The case path of the action a tap sends, when written as one (`action: .confirmDelete`
  /// is `["confirmDelete"]`); `nil` without an action or for one built elsewhere.
  package var actionPath: [String]?
  /// The label, when written as one literal (`TextState("Remove")`): how messages name it.
  package var label: String?
  package var location: SourceLocation

  package init(
    role: ButtonStateRole?, hasAction: Bool, actionPath: [String]? = nil, label: String? = nil,
    location: SourceLocation
  ) {
    self.role = role
    self.hasAction = hasAction
    self.actionPath = actionPath
    self.label = label
    self.location = location
  }
}
