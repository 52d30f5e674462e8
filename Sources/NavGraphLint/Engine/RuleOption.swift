/// A number a rule lets a team tune in `.navviz.yml` (a budget), with its default:
///
///     rules:
///       destination-case-budget:
///         budget: 20
package struct RuleOption: Sendable, Hashable {
  /// The key under the rule's name in the configuration file.
  package var name: String
  package var defaultValue: Int
  /// The smallest value that makes sense (a budget of 0 would report every enum).
  package var minimum: Int
  /// One line for `navviz rules ID`.
  package var summary: String

  package init(name: String, defaultValue: Int, minimum: Int = 1, summary: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.minimum = minimum
    self.summary = summary
  }
}
