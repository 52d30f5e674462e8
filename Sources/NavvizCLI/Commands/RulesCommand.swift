import ArgumentParser
import Foundation
import NavGraphLint

/// `navviz rules [ID]`: what lint checks, and why.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the lint rules, or explain one with its rationale and examples."
  )

  @Argument(help: ArgumentHelp("A rule identifier (from the list).", valueName: "ID"))
  var identifier: String?

  func run() throws {
    guard let identifier else {
      print(Self.table(RuleRegistry.all.map(\.description)), terminator: "")
      return
    }
    guard let rule = RuleRegistry.rule(identifier: identifier) else {
      let known = RuleRegistry.identifiers.joined(separator: ", ")
      throw CommandFailure("unknown rule \"\(identifier)\" (known: \(known))")
    }
    print(Self.details(rule.description), terminator: "")
  }

  static func table(_ rules: [RuleDescription]) -> String {
    let width = max("RULE".count, rules.map(\.identifier.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var text = "\(pad("RULE", width))  \(pad("SEVERITY", 8))  SUMMARY\n"
    for rule in rules {
      text += "\(pad(rule.identifier, width))  \(pad(rule.defaultSeverity.rawValue, 8))  "
        + "\(rule.summary)\n"
    }
    return text
  }

  static func details(_ rule: RuleDescription) -> String {
    var text = "\(rule.identifier) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"
    text += "\(rule.rationale)\n"
    if !rule.options.isEmpty {
      text += "\nOptions (in .navviz.yml: rules: {\(rule.identifier): {NAME: VALUE}}):\n"
      for option in rule.options {
        text += "  \(option.name): \(option.summary) Default \(option.defaultValue).\n"
      }
    }
    if rule.needsSourceFacts {
      text += "\nNeeds Swift source input (not a graph JSON document).\n"
    }
    func section(_ title: String, _ examples: [Example]) {
      text += "\n\(title):\n"
      for example in examples {
        for (file, source) in example.files.sorted(by: { $0.key < $1.key }) {
          if example.files.count > 1 { text += "\n  // \(file)\n" } else { text += "\n" }
          for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            text += line.isEmpty ? "\n" : "    \(line)\n"
          }
        }
      }
    }
    section("Triggers (↓ marks where the finding points)", rule.triggeringExamples)
    section("Does not trigger", rule.nonTriggeringExamples)
    return text
  }
}
