import NavGraphLint

/// How `.navviz.yml` sets one rule: a word (`rule: error`), or a mapping of a severity and the
/// rule's own options (`rule: {severity: warning, budget: 20}`).
struct RuleSetting {
  static let severityKey = "severity"

  var choice: RuleChoice?
  /// Option name to value, each checked against the rule's declared options.
  var options: [String: Int] = [:]

  /// The rule's options come from the registry, so a mistyped option is an error where it
  /// stands, as a mistyped rule is.
  init(from decoder: any Decoder, rule: RuleDescription) throws {
    let id = rule.identifier
    guard let container = try? decoder.container(keyedBy: ConfigurationKey.self) else {
      choice = try RuleChoice(from: decoder, rule: id)
      return
    }
    let known = ([Self.severityKey] + rule.options.map(\.name)).joined(separator: ", ")
    for key in container.allKeys {
      let name = key.stringValue
      if name == Self.severityKey {
        choice = try RuleChoice(from: container.superDecoder(forKey: key), rule: id)
        continue
      }
      guard let option = rule.option(named: name) else {
        throw ConfigurationMistake(
          at: container.codingPath + [key], .key,
          "rules.\(id): unknown key \"\(name)\" (known: \(known))")
      }
      let value = try container.superDecoder(forKey: key)
      let expected = "rules.\(id).\(name): expected a whole number of at least \(option.minimum)"
      // `Int(_:)` on the text rather than YAML's integer forms (`0x10`, `1_000`): an option is
      // written as a plain number.
      guard let number = Int(try value.word(orElse: expected)), number >= option.minimum else {
        throw ConfigurationMistake(at: value.codingPath, .value, expected)
      }
      options[name] = number
    }
  }

  func apply(to configuration: inout LintConfiguration, rule: String) {
    choice?.apply(to: &configuration, rule: rule)
    for (name, value) in options {
      configuration.options[rule, default: [:]][name] = value
    }
  }
}
