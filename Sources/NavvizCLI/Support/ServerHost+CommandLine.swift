import ArgumentParser
import Foundation
import NavGraphLint
import NavvizServer

extension ServerHost {
  /// The server's host in the `navviz` command line: `.navviz.yml` read by `ConfigurationFile`,
  /// the diff `navviz diff --base` writes, the explanation `navviz rules ID` prints.
  static let commandLine = ServerHost(
    readConfiguration: { text, path throws(ConfigurationProblem) in
      do {
        return try ConfigurationFile.parse(text, file: path).lint
      } catch let failure as CommandFailure {
        throw ConfigurationProblem(failure.message, file: path)
      } catch {
        throw ConfigurationProblem(message: "\(error)")
      }
    },
    diff: { revision, root, format in
      let command = try DiffCommand.parse(["--base", revision, root, "--quiet"])
      let resolved: DiffFormat =
        switch format {
        case .text: .text
        case .markdown: .markdown
        case .json: .json
        }
      let (_, data) = try command.report(in: resolved)
      return String(decoding: data, as: UTF8.self)
    },
    ruleExplanation: { identifier in
      RuleRegistry.rule(identifier: identifier).map { RulesCommand.details($0.description) }
    })
}

extension ConfigurationProblem {
  /// `ConfigurationFile`'s message (`PATH:LINE: what is wrong`), its line taken out.
  init(_ message: String, file: String) {
    let prefix = file + ":"
    guard message.hasPrefix(prefix) else {
      self.init(message: message)
      return
    }
    let rest = message.dropFirst(prefix.count)
    let digits = rest.prefix { $0.isNumber }
    guard let line = Int(digits), rest.dropFirst(digits.count).hasPrefix(": ") else {
      self.init(message: String(rest.drop { $0 == " " }))
      return
    }
    self.init(message: String(rest.dropFirst(digits.count + 2)), line: line)
  }
}
