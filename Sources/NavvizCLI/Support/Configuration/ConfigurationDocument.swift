import NavGraphLint

/// The whole of `.navviz.yml`, decoded key by key in the file's order (see `ConfigurationFile`
/// for the keys and their values).
struct ConfigurationDocument: Decodable {
  enum Key: String, CaseIterable {
    case rules, included, excluded, build
  }

  var rules: RuleSettings?
  var included: PathList?
  var excluded: PathList?
  var build: BuildSettings?

  init(from decoder: any Decoder) throws {
    let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
    let container = try decoder.mapping(orElse: "expected a mapping with keys \(known)")
    for key in container.allKeys {
      switch Key(rawValue: key.stringValue) {
      case .rules: rules = try container.decode(RuleSettings.self, forKey: key)
      case .included: included = try container.decode(PathList.self, forKey: key)
      case .excluded: excluded = try container.decode(PathList.self, forKey: key)
      case .build: build = try container.decode(BuildSettings.self, forKey: key)
      case nil:
        throw ConfigurationMistake(
          at: container.codingPath + [key], .key,
          "unknown key \"\(key.stringValue)\" (known: \(known))")
      }
    }
  }

  var settings: ConfigurationFile.Settings {
    var settings = ConfigurationFile.Settings()
    rules?.apply(to: &settings.lint)
    if let included { settings.lint.included = included.globs }
    if let excluded { settings.lint.excluded = excluded.globs }
    settings.buildFailsAt = build?.failsAt
    return settings
  }
}
