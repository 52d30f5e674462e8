import NavGraphLint

/// What the command line hands the server: the parts of navviz that live above it, so the
/// server answers as the CLI would — `.navviz.yml` read as `navviz lint` reads it, the diff
/// `navviz diff --base` prints, the text of `navviz rules ID`.
package struct ServerHost: Sendable {
  /// The lint settings the text of a configuration file at `path` gives.
  package var readConfiguration:
    @Sendable (_ text: String, _ path: String) throws(ConfigurationProblem) -> LintConfiguration
  /// The navigation diff of the workspace `root` against git revision `revision`, in
  /// `format`, as `navviz diff --base REVISION ROOT` prints it.
  package var diff:
    @Sendable (_ revision: String, _ root: String, _ format: DiffReportFormat) throws -> String
  /// What `navviz rules ID` prints; `nil` for an unknown rule.
  package var ruleExplanation: @Sendable (_ identifier: String) -> String?

  package init(
    readConfiguration:
      @escaping @Sendable (_ text: String, _ path: String) throws(ConfigurationProblem) ->
      LintConfiguration,
    diff:
      @escaping @Sendable (_ revision: String, _ root: String, _ format: DiffReportFormat)
      throws -> String,
    ruleExplanation: @escaping @Sendable (_ identifier: String) -> String?
  ) {
    self.readConfiguration = readConfiguration
    self.diff = diff
    self.ruleExplanation = ruleExplanation
  }
}

/// A configuration file navviz cannot use, with the line it points at (1-based) when it
/// points at one.
package struct ConfigurationProblem: Error, Hashable, Sendable {
  package var message: String
  package var line: Int?

  package init(message: String, line: Int? = nil) {
    self.message = message
    self.line = line
  }
}

/// The forms of `navviz diff`'s report an agent can read.
package enum DiffReportFormat: String, Sendable, CaseIterable {
  case text, markdown, json
}
