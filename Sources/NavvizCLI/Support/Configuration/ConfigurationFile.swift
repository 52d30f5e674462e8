import Foundation
import NavGraphCore
import NavGraphLint
import Yams

/// `.navviz.yml`: lint settings, decoded with Yams into `ConfigurationDocument`. Decoding
/// knows a mistake's coding path but not its line; the composed node that path names does.
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
      // Without YAML's merge key: `<<` is a key like any other, unknown wherever it stands.
      root = try Yams.compose(yaml: text, Resolver.default.removing(.merge))
    } catch {
      throw CommandFailure("\(file): not valid YAML: \(error)")
    }
    guard let root else { return Settings() }  // An empty file: defaults.
    do {
      return try YAMLDecoder().decode(ConfigurationDocument.self, from: root).settings
    } catch let mistake as ConfigurationMistake {
      throw failure(file, root.node(at: mistake.path, mistake.place), mistake.message)
    }
  }

  private static func failure(_ file: String, _ node: Node, _ message: String) -> CommandFailure {
    let line = node.mark.map { ":\($0.line)" } ?? ""
    return CommandFailure("\(file)\(line): \(message)")
  }
}
