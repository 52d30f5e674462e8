import Foundation
import NavGraphCore
import NavGraphFacts

/// SARIF 2.1.0, the format GitHub code scanning uploads (`github/codeql-action/upload-sarif`):
/// every rule in `tool.driver.rules` with its summary and help, every finding a `result` with
/// its rule, level, message and a location relative to the repository root (`%SRCROOT%`); a
/// finding without one is placed on the first line of the graph document it came from. Files
/// the scanner skipped are the run's tool execution notifications.
/// Keys are sorted and results ordered, so the same findings give the same bytes.
package struct SARIFReporter: LintReporter {
  package static let informationURI = "https://github.com/navviz/navviz"

  package init() {}

  package func render(_ report: LintReport) -> String {
    let rules = report.rules.sorted { $0.identifier < $1.identifier }
    let indexByID = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($1.identifier, $0) })
    let log = Log(runs: [
      Run(
        tool: Tool(driver: Driver(rules: rules.map(Rule.init))),
        results: report.findings.map {
          Result($0, ruleIndex: indexByID[$0.rule], fallbackFile: report.fallbackFile)
        },
        invocations: report.skippedFiles.isEmpty ? nil : [Invocation(report.skippedFiles)])
    ])
    let encoder = NavigationGraph.encoder
    let data = (try? encoder.encode(log)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static func level(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  // The SARIF object model, only the parts navviz writes.

  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema", version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    /// Written only when the scanner skipped files: each is a tool execution notification,
    /// the place SARIF gives to files a tool could not analyse.
    var invocations: [Invocation]?
    var columnKind = "unicodeCodePoints"
  }

  struct Invocation: Encodable {
    var executionSuccessful = true
    var toolExecutionNotifications: [Notification]

    init(_ skipped: [SkippedFile]) {
      toolExecutionNotifications = skipped.map {
        Notification(
          level: "warning", message: Message(text: $0.message),
          locations: [Location(SourceLocation(file: $0.file))])
      }
    }
  }

  struct Notification: Encodable {
    var level: String
    var message: Message
    var locations: [Location]
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name = "navviz"
    var informationUri = SARIFReporter.informationURI
    var semanticVersion = NavvizVersion.current
    var rules: [Rule]
  }

  struct Message: Encodable {
    var text: String
    var markdown: String?
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Message
    var defaultConfiguration: [String: String]
    var properties: [String: [String]]

    init(_ description: RuleDescription) {
      id = description.identifier
      // SARIF names are PascalCase-ish identifiers; GitHub shows `id` anyway.
      name = description.identifier.split(separator: "-").map(\.capitalized).joined()
      shortDescription = Message(text: description.summary)
      fullDescription = Message(text: description.rationale)
      help = Message(
        text: description.rationale + "\n\nnavviz rules \(description.identifier) shows examples.",
        markdown: description.rationale
          + "\n\nRun `navviz rules \(description.identifier)` for examples.")
      defaultConfiguration = ["level": SARIFReporter.level(description.defaultSeverity)]
      properties = ["tags": ["navigation", "tca"]]
    }
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]?
    var partialFingerprints: [String: String]

    init(_ finding: Finding, ruleIndex: Int?, fallbackFile: String?) {
      ruleId = finding.rule
      self.ruleIndex = ruleIndex
      level = SARIFReporter.level(finding.severity)
      message = Message(text: finding.message)
      // GitHub code scanning rejects a result without a location: a finding that has none (a
      // graph document without source positions) points at the first line of that document.
      let location = finding.location ?? fallbackFile.map { SourceLocation(file: $0, line: 1) }
      locations = location.map { [Location($0)] }
      // Stable across line moves, so code scanning keeps tracking the same alert.
      let identity = [finding.rule, finding.location?.file ?? "", finding.feature ?? "",
                      finding.case ?? "", (finding.fields ?? []).joined(separator: ",")]
      partialFingerprints = ["navvizFinding/v1": identity.joined(separator: "|")]
    }
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation

    init(_ location: SourceLocation) {
      // Relative paths are resolved against the checkout (`%SRCROOT%`); a file outside the
      // working directory keeps its absolute path as a `file:` URI.
      let isAbsolute = location.file.hasPrefix("/")
      physicalLocation = PhysicalLocation(
        artifactLocation: ArtifactLocation(
          uri: (isAbsolute ? "file://" : "") + Self.uri(location.file),
          uriBaseId: isAbsolute ? nil : "%SRCROOT%"),
        region: location.line.map { Region(startLine: $0, startColumn: location.column) })
    }

    /// A relative path, percent-encoded as a URI reference (spaces in folder names).
    static func uri(_ path: String) -> String {
      var allowed = CharacterSet.urlPathAllowed
      allowed.remove(charactersIn: ":")
      return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }
}
