import NavGraphCore
import NavGraphFacts

/// A button of an alert or dialog built (`ButtonState(role: .destructive) { ... }`,
/// `.cancel(TextState("Cancel"))`), with its role and whether it sends an action when tapped.
struct PromptButtonRecord: Sendable, Codable {
  /// `nil` for a button with no role (TCA's `.default(...)`).
  var role: ButtonStateRole?
  /// An `action:` is written (TCA before 0.40: `send:`): a tap sends more than the dismissal.
  var hasAction: Bool
  /// The case path of the action it sends, when written as one (`action: .confirmDelete`,
  /// `.send(.addTeam, animation: .default)`).
  var actionPath: [String]?
  /// The label, when written as one literal (`TextState("Remove")`).
  var label: String?
  var position: Position
}
