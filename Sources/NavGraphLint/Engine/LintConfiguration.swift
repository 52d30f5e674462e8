import NavGraphCore

/// What a `.navviz.yml` says about a lint run: which rules run, at which severity, and which
/// files' findings count.
package struct LintConfiguration: Sendable {
  /// Rules turned off.
  package var disabledRules: Set<String>
  /// Rules turned on: what runs an opt-in rule (`RuleDescription.isOptIn`).
  package var enabledRules: Set<String>
  /// Severity per rule, where it differs from the rule's default.
  package var severities: [String: Finding.Severity]
  /// When not empty, only findings in files matching one of these globs are reported.
  package var included: [Glob]
  /// Findings in files matching one of these globs are not reported.
  package var excluded: [Glob]
  /// Rule options (budgets) set by the file, per rule and option name.
  package var options: [String: [String: Int]]

  package init(
    disabledRules: Set<String> = [], enabledRules: Set<String> = [],
    severities: [String: Finding.Severity] = [:], included: [Glob] = [], excluded: [Glob] = [],
    options: [String: [String: Int]] = [:]
  ) {
    self.disabledRules = disabledRules
    self.enabledRules = enabledRules
    self.severities = severities
    self.included = included
    self.excluded = excluded
    self.options = options
  }

  /// The configured value of `option` for `rule`, else its default.
  package func value(of option: RuleOption, for rule: String) -> Int {
    options[rule]?[option.name] ?? option.defaultValue
  }

  /// Whether `rule` runs: not turned off, and, when it is opt-in, turned on (by `on` or a
  /// severity) or given options.
  package func isEnabled(_ rule: RuleDescription) -> Bool {
    let identifier = rule.identifier
    if disabledRules.contains(identifier) { return false }
    return !rule.isOptIn || enabledRules.contains(identifier)
      || severities[identifier] != nil || options[identifier] != nil
  }

  /// Whether findings in `path` (as reported) are kept. A glob also matches everything under a
  /// folder it names (`Sources/Generated` covers `Sources/Generated/A.swift`).
  package func includes(path: String) -> Bool {
    if !included.isEmpty && !included.contains(where: { Self.matches($0, path) }) {
      return false
    }
    return !excluded.contains { Self.matches($0, path) }
  }

  private static func matches(_ glob: Glob, _ path: String) -> Bool {
    if glob.matches(path) { return true }
    // Try every leading folder of the path, so a folder pattern covers what is inside it.
    var prefix = ""
    for component in path.split(separator: "/").dropLast() {
      prefix += prefix.isEmpty ? String(component) : "/" + component
      if glob.matches(prefix) { return true }
    }
    return false
  }
}
