import NavGraphCore

/// `build: {fail-on: error}`: in a build, the least severity that fails it, or `never`.
struct BuildSettings: Decodable {
  enum Key: String {
    case failOn = "fail-on"
  }

  /// `nil`: no finding fails the build; every finding is a warning.
  var failsAt: Finding.Severity?

  init(from decoder: any Decoder) throws {
    let container = try decoder.mapping(orElse: "build: expected a mapping with the key fail-on")
    for key in container.allKeys {
      guard Key(rawValue: key.stringValue) == .failOn else {
        throw ConfigurationMistake(
          at: container.codingPath + [key], .key,
          "build: unknown key \"\(key.stringValue)\" (known: fail-on)")
      }
      let setting = try container.superDecoder(forKey: key)
      // Anything but a word reads as the empty word, refused below like any unknown word.
      let name = (try? setting.word(orElse: "")).map { $0.lowercased() } ?? ""
      if name == "never" { continue }
      guard let severity = Finding.Severity(rawValue: name) else {
        throw ConfigurationMistake(
          at: setting.codingPath, .value,
          "build.fail-on: unknown setting \"\(name)\" (known: never, error, warning, note)")
      }
      failsAt = severity
    }
  }
}
