import NavGraphCore
import NavGraphLint

/// What a word sets for one rule: `off`, `on` (an opt-in rule runs), or the severity of its
/// findings. YAML's booleans and their spellings are accepted for off and on.
enum RuleChoice {
  case off
  case on
  case severity(Finding.Severity)

  /// The word under a rule (`rule: error`) or its `severity:` key, lower-cased first.
  init(from decoder: any Decoder, rule: String) throws {
    let expected = "rules.\(rule): expected error, warning, note, on or off"
    switch try decoder.word(orElse: expected).lowercased() {
    case "off", "false", "disabled":
      self = .off
    case "on", "true", "enabled":
      self = .on
    case let name:
      guard let severity = Finding.Severity(rawValue: name) else {
        throw ConfigurationMistake(
          at: decoder.codingPath, .value,
          "rules.\(rule): unknown setting \"\(name)\" (known: error, warning, note, on, off)")
      }
      self = .severity(severity)
    }
  }

  func apply(to configuration: inout LintConfiguration, rule: String) {
    switch self {
    case .off:
      configuration.disabledRules.insert(rule)
      configuration.enabledRules.remove(rule)
    case .on:
      configuration.disabledRules.remove(rule)
      configuration.enabledRules.insert(rule)
    case .severity(let severity):
      configuration.severities[rule] = severity
    }
  }
}
