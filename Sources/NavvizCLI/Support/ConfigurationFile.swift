import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Yams

/// `.navviz.yml`: lint settings, read with Yams.
///
///     rules:
///       send-after-dismiss: error        # error | warning | note | on | off
///       presentation-cycle: on           # an opt-in rule runs once turned on
///       unreachable-path-case: off
///       destination-case-budget:         # a mapping sets a rule's options (budgets)
///         severity: error
///         budget: 20
///     included:                          # globs; only findings in matching files count
///       - Sources
///     excluded:
///       - "**/Generated/**"
///     build:                             # the build tool plugin (Xcode, swift build)
///       fail-on: error                   # never (default) | error | warning | note
///
/// Paths are matched against the paths lint reports (relative to the working directory).
/// An unknown key, rule or value is an error naming the file and line, so a typo never
/// silently turns a rule back on.
enum ConfigurationFile {
  static let defaultName = ".navviz.yml"
  static let keys = ["rules", "included", "excluded", "build"]

  /// Everything the file says.
  struct Settings {
    var lint = LintConfiguration()
    /// In a build (`--reporter xcode`), the least severity that fails it; `nil`: none does,
    /// every finding is a warning.
    var buildFailsAt: Finding.Severity?
  }

  /// The lint configuration at `path`, else `.navviz.yml` in the working directory, else
  /// defaults.
  static func load(explicit path: String?) throws -> LintConfiguration {
    try settings(explicit: path).lint
  }

  /// The settings at `path`, else at `optional` or `.navviz.yml` in the working directory
  /// when there is a file there, else defaults.
  static func settings(explicit path: String?, optional: String? = nil) throws -> Settings {
    let candidate = path ?? optional ?? defaultName
    guard FileManager.default.fileExists(atPath: candidate) else {
      if let path {
        throw CommandFailure(
          NavGraphError.fileNotReadable(path: path, reason: "no such file").description)
      }
      return Settings()
    }
    guard let data = FileManager.default.contents(atPath: candidate) else {
      throw CommandFailure(
        NavGraphError.fileNotReadable(path: candidate, reason: "permission denied").description)
    }
    return try parse(String(decoding: data, as: UTF8.self), file: candidate)
  }

  static func parse(_ text: String, file: String) throws -> Settings {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw CommandFailure("\(file): not valid YAML: \(error)")
    }
    var settings = Settings()
    guard let root else { return settings }  // An empty file: defaults.
    guard let mapping = root.mapping else {
      throw failure(file, root, "expected a mapping with keys \(keys.joined(separator: ", "))")
    }
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      switch key {
      case "rules":
        guard let rules = value.mapping else {
          throw failure(file, value, "rules: expected a mapping of rule identifiers to "
            + "error, warning, note, on or off")
        }
        for (ruleNode, setting) in rules {
          let name = ruleNode.string ?? ""
          guard let rule = RuleRegistry.rule(identifier: name) else {
            throw failure(file, ruleNode, "unknown rule \"\(name)\" (navviz rules lists them)")
          }
          if let options = setting.mapping {
            try applyRuleMapping(options, rule: rule.description, file: file, to: &settings.lint)
          } else {
            try applySeverity(setting, rule: name, file: file, to: &settings.lint)
          }
        }
      case "included", "excluded":
        let globs = try strings(value, key: key, file: file).map(Glob.init)
        if key == "included" {
          settings.lint.included = globs
        } else {
          settings.lint.excluded = globs
        }
      case "build":
        settings.buildFailsAt = try buildFailure(value, file: file)
      default:
        let known = keys.joined(separator: ", ")
        throw failure(file, keyNode, "unknown key \"\(key)\" (known: \(known))")
      }
    }
    return settings
  }

  /// `build: {fail-on: error}`: the least severity that fails a build, or `never`.
  private static func buildFailure(_ node: Node, file: String) throws -> Finding.Severity? {
    guard let mapping = node.mapping else {
      throw failure(file, node, "build: expected a mapping with the key fail-on")
    }
    var failing: Finding.Severity?
    for (keyNode, value) in mapping {
      guard keyNode.string == "fail-on" else {
        throw failure(
          file, keyNode, "build: unknown key \"\(keyNode.string ?? "")\" (known: fail-on)")
      }
      let name = value.string?.lowercased() ?? ""
      if name == "never" { continue }
      guard let severity = Finding.Severity(rawValue: name) else {
        throw failure(
          file, value, "build.fail-on: unknown setting \"\(name)\" (known: never, error, "
            + "warning, note)")
      }
      failing = severity
    }
    return failing
  }

  /// `rule: error` (or warning, note, on, off).
  private static func applySeverity(
    _ setting: Node, rule: String, file: String, to configuration: inout LintConfiguration
  ) throws {
    switch setting.string?.lowercased() {
    case "off", "false", "disabled":
      configuration.disabledRules.insert(rule)
      configuration.enabledRules.remove(rule)
    case "on", "true", "enabled":
      configuration.disabledRules.remove(rule)
      configuration.enabledRules.insert(rule)
    case let name?:
      guard let severity = Finding.Severity(rawValue: name) else {
        throw failure(file, setting, "rules.\(rule): unknown setting \"\(name)\" "
          + "(known: error, warning, note, on, off)")
      }
      configuration.severities[rule] = severity
    case nil:
      throw failure(file, setting, "rules.\(rule): expected error, warning, note, on or off")
    }
  }

  /// `rule: {severity: warning, budget: 20}`: a severity and the rule's own options.
  private static func applyRuleMapping(
    _ settings: Node.Mapping, rule: RuleDescription, file: String,
    to configuration: inout LintConfiguration
  ) throws {
    let id = rule.identifier
    let known = (["severity"] + rule.options.map(\.name)).joined(separator: ", ")
    for (keyNode, value) in settings {
      let key = keyNode.string ?? ""
      if key == "severity" {
        try applySeverity(value, rule: id, file: file, to: &configuration)
        continue
      }
      guard let option = rule.option(named: key) else {
        throw failure(file, keyNode, "rules.\(id): unknown key \"\(key)\" (known: \(known))")
      }
      guard let number = value.scalar.flatMap({ Int($0.string) }), number >= option.minimum
      else {
        throw failure(file, value, "rules.\(id).\(key): expected a whole number of at least "
          + "\(option.minimum)")
      }
      configuration.options[id, default: [:]][key] = number
    }
  }

  private static func strings(_ node: Node, key: String, file: String) throws -> [String] {
    if let single = node.scalar?.string { return [single] }
    guard let sequence = node.sequence else {
      throw failure(file, node, "\(key): expected a list of paths")
    }
    return try sequence.map { item in
      guard let text = item.scalar?.string else {
        throw failure(file, item, "\(key): expected a path")
      }
      return text
    }
  }

  private static func failure(_ file: String, _ node: Node, _ message: String) -> CommandFailure {
    let line = node.mark.map { ":\($0.line)" } ?? ""
    return CommandFailure("\(file)\(line): \(message)")
  }
}
