import Foundation
import NavGraphCore
@testable import NavGraphLint
import Testing

/// Every reporter over one report whose messages and paths need escaping in each format.
@Suite struct ReporterGoldenTests {
  static let report = LintReport(
    findings: [
      Finding(
        rule: "send-after-dismiss", severity: .warning, feature: "Item<Form>",
        location: SourceLocation(file: "Sources/App/Item Form.swift", line: 12, column: 15),
        message: "send after \"dismiss\": 100% lost, & <never> sent,\nreally"),
      Finding(
        rule: "unintegrated-stack", severity: .error, feature: "App", fields: ["path"],
        location: SourceLocation(file: "Sources/App/App.swift", line: 4, column: 7),
        message: "App.State.path is a StackState with no forEach"),
      Finding(
        rule: "unreachable-path-case", severity: .note, feature: "App.Path", case: "settings",
        location: SourceLocation(file: "Sources/App/App.swift", line: 9, column: 10),
        message: "no traced flow visited App.Path.settings (1 trace read)"),
    ],
    fileCount: 3)

  @Test(arguments: ReporterKind.allCases)
  func matchesGolden(kind: ReporterKind) throws {
    let ext = [
      "json": "json", "sarif": "sarif", "checkstyle": "xml", "junit": "xml",
      "codeclimate": "json", "markdown": "md",
    ][kind.rawValue]
    try Golden.check(kind.reporter.render(Self.report), "report-\(kind.rawValue).\(ext ?? "txt")")
  }

  @Test(arguments: ReporterKind.allCases)
  func deterministic(kind: ReporterKind) {
    let shuffled = LintReport(findings: Self.report.findings.reversed(), fileCount: 3)
    #expect(kind.reporter.render(shuffled) == kind.reporter.render(Self.report))
  }

  @Test func textSummary() {
    let text = TextReporter().render(Self.report)
    #expect(text.hasSuffix("navviz lint: 3 findings (1 error, 1 warning, 1 note) in 3 files\n"))
    #expect(TextReporter().render(LintReport(findings: [], fileCount: 1))
      == "navviz lint: no findings in 1 file\n")
  }

  @Test func sarifIsValidJSONWithRulesAndRelativeLocations() throws {
    let data = Data(SARIFReporter().render(Self.report).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == RuleRegistry.all.count)
    #expect(driver["semanticVersion"] as? String == NavvizVersion.current)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    let location = try #require((results.first?["locations"] as? [[String: Any]])?.first)
    let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"]
      as? [String: Any]
    #expect(artifact?["uri"] as? String == "Sources/App/App.swift")
    #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
  }

  @Test func sarifPutsAFindingWithoutLocationOnTheGraphDocument() throws {
    let finding = Finding(
      rule: "destination-case-budget", severity: .warning, feature: "App.Destination",
      message: "too many cases")
    func locations(_ report: LintReport) throws -> [[String: Any]]? {
      let data = Data(SARIFReporter().render(report).utf8)
      let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let run = try #require((log["runs"] as? [[String: Any]])?.first)
      let result = try #require((run["results"] as? [[String: Any]])?.first)
      return result["locations"] as? [[String: Any]]
    }
    let placed = try #require(
      try locations(LintReport(findings: [finding], fallbackFile: "graphs/app.json")))
    let physical = try #require(placed.first?["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String
      == "graphs/app.json")
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 1)
    // A finding with its own location keeps it.
    var located = finding
    located.location = SourceLocation(file: "Sources/App.swift", line: 4, column: 3)
    let own = try #require(
      try locations(LintReport(findings: [located], fallbackFile: "graphs/app.json")))
    #expect(((own.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
      as? [String: Any])?["uri"] as? String == "Sources/App.swift")
  }

  @Test func githubEscapesDataAndProperties() {
    #expect(GitHubReporter.data("a%b\nc") == "a%25b%0Ac")
    #expect(GitHubReporter.property("a:b,c") == "a%3Ab%2Cc")
  }
}

/// The text reporter skips the character-by-character split for messages without a line break;
/// its byte test must say "line break" exactly when a character of the message is a newline.
@Suite struct TextReporterLineBreakTests {
  static let messages = [
    "", "plain", "A → B → C", "Åland é ü", "“quoted”", "dash – and … ellipsis", "\u{2027}",
    "\u{2030}", "\u{C5}\u{85}", "line\nbreak", "cr\rlf", "crlf\r\n", "tab\tkept", "vt\u{0B}",
    "ff\u{0C}", "nel\u{85}", "ls\u{2028}", "ps\u{2029}", "e\u{301}\n", "\n",
  ]

  @Test(arguments: messages)
  func detectsExactlyTheNewlines(message: String) {
    #expect(TextReporter.holdsLineBreak(message) == message.contains(where: \.isNewline))
  }

  @Test func everyFindingIsOneLine() {
    let findings = Self.messages.enumerated().map { index, message in
      Finding(rule: "r", severity: .note, location: SourceLocation(file: "a.swift", line: index),
              message: message)
    }
    let text = TextReporter().render(LintReport(findings: findings))
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
      == findings.count + 2, "one line per finding, the summary, and the final newline")
    #expect(text.contains("a.swift:2: note: A → B → C [r]\n"))
    #expect(text.contains("a.swift:10: note: cr lf [r]\n"))
  }
}
