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
    var text = "\(pad("RULE", width))  \(pad("SEVERITY", 8))  DEFAULT  PRECISION  SUMMARY\n"
    for rule in rules {
      let precision = rule.precision.map { String(format: "%.2f", $0.value) } ?? "-"
      text += "\(pad(rule.identifier, width))  \(pad(rule.defaultSeverity.rawValue, 8))  "
        + "\(pad(rule.isOptIn ? "off" : "on", 7))  \(pad(precision, 9))  \(rule.summary)\n"
    }
    text += "\nPRECISION: the share of its findings on \(MeasuredPrecision.corpusApps) real apps "
      + "that "
      + "were right, at the right severity (- for none reported). A rule off by default runs "
      + "once .navviz.yml turns it on (rules: {ID: on}).\n"
    text += "SEVERITY: " + SeverityPolicy.lines.joined(separator: "; ") + ".\n"
    return text
  }

  static func details(_ rule: RuleDescription) -> String {
    var text = "\(rule.identifier) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"
    text += "\(rule.rationale)\n"
    text += "\n" + measured(rule) + "\n"
    if rule.isOptIn {
      text += "Off by default: its findings were too often wrong to run unasked. Turn it on "
        + "in .navviz.yml: rules: {\(rule.identifier): on}.\n"
    }
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

  /// What reading its findings on real apps found.
  static func measured(_ rule: RuleDescription) -> String {
    let apps = MeasuredPrecision.corpusApps
    guard let precision = rule.precision else {
      return "Precision on real apps: not measured (it reported nothing on the \(apps) apps "
        + "read for it)."
    }
    let count = precision.findings
    var parts = ["\(precision.correct) right"]
    if precision.wrongSeverity > 0 {
      parts.append("\(precision.wrongSeverity) at the wrong severity")
    }
    if precision.noise > 0 { parts.append("\(precision.noise) not worth a report") }
    if precision.incorrect > 0 { parts.append("\(precision.incorrect) wrong") }
    return "Precision on real apps: " + String(format: "%.2f", precision.value) + " — of its "
      + "\(count) finding\(count == 1 ? "" : "s") in \(precision.apps) of \(apps) apps, each read "
      + "against the code: " + parts.joined(separator: ", ") + "."
  }
}
