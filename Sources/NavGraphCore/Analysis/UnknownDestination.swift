/// A route asked for to a name that is no feature, case or presentation field of the graph.
/// Routes are the machinery's (`navviz paths`, the agents' answers), so its error is too.
package struct UnknownDestination: Error, Hashable, Sendable, CustomStringConvertible {
  package var name: String
  /// Destinations spelled close to `name`.
  package var suggestions: [String]

  package init(name: String, suggestions: [String]) {
    self.name = name
    self.suggestions = suggestions
  }

  package var description: String {
    "no feature or destination named \"\(name)\""
      + (suggestions.isEmpty
        ? " (give a feature, or OWNER.case / ENUM.case, e.g. AppFeature.Path.detail)"
        : " (did you mean \(suggestions.joined(separator: ", "))?)")
  }
}
