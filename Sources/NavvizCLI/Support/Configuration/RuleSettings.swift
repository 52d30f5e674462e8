import NavGraphLint

/// `rules:`: rule identifiers, each checked against the registry where it stands, to their
/// settings, in the file's order.
struct RuleSettings: Decodable {
  var settings: [(rule: String, setting: RuleSetting)] = []

  init(from decoder: any Decoder) throws {
    let container = try decoder.mapping(
      orElse: "rules: expected a mapping of rule identifiers to error, warning, note, on or off")
    for key in container.allKeys {
      let name = key.stringValue
      guard let rule = RuleRegistry.rule(identifier: name) else {
        throw ConfigurationMistake(
          at: container.codingPath + [key], .key,
          "unknown rule \"\(name)\" (navviz rules lists them)")
      }
      let setting = try RuleSetting(
        from: container.superDecoder(forKey: key), rule: rule.description)
      settings.append((name, setting))
    }
  }

  func apply(to configuration: inout LintConfiguration) {
    for (rule, setting) in settings {
      setting.apply(to: &configuration, rule: rule)
    }
  }
}
