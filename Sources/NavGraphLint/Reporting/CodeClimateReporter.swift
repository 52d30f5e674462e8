import Foundation
import NavGraphCore

/// GitLab code quality (`artifacts: reports: codequality:`), the subset of the Code Climate
/// issue format GitLab reads: a JSON array of issues, each with `description`, `check_name`
/// (the rule), `fingerprint`, `severity` (`major` for an error, `minor` for a warning, `info`
/// for a note) and `location.path` with `location.lines.begin`; `type` and `categories` as the
/// Code Climate spec has them. A file the scanner skipped is a `minor` issue of check
/// `navviz-scan`, so a merge request does not pass it unseen.
///
/// The fingerprint is how GitLab tells an issue the merge request introduced from one it
/// already had: it hashes the rule, file, feature, fields and case — not the line, so editing
/// code above a finding keeps it — and, for the second and later copies of one such finding,
/// which copy it is, so two never share one (GitLab would show only the first).
package struct CodeClimateReporter: LintReporter {
  package init() {}

  package func render(_ report: LintReport) -> String {
    var copies: [String: Int] = [:]
    var issues: [Issue] = []
    func add(_ identity: [String], _ issue: (String) -> Issue) {
      let key = identity.joined(separator: "\u{1F}")
      let copy = copies[key, default: 0]
      copies[key] = copy + 1
      issues.append(issue(Self.fingerprint(copy == 0 ? key : key + "\u{1F}\(copy)")))
    }
    for finding in report.findings {
      let file = finding.location?.file ?? report.fallbackFile ?? "."
      let identity = [
        finding.rule, finding.location?.file ?? "", finding.feature ?? "", finding.case ?? "",
        (finding.fields ?? []).joined(separator: ","),
      ]
      add(identity) { fingerprint in
        Issue(
          checkName: finding.rule, description: finding.message,
          severity: Self.severity(finding.severity), fingerprint: fingerprint,
          location: Location(path: file, lines: Lines(begin: max(1, finding.location?.line ?? 1))))
      }
    }
    for skipped in report.skippedFiles {
      add([Self.scanCheck, skipped.file]) { fingerprint in
        Issue(
          checkName: Self.scanCheck, description: skipped.message, severity: "minor",
          fingerprint: fingerprint, location: Location(path: skipped.file, lines: Lines(begin: 1)))
      }
    }
    // The encoder writes an empty array over two lines.
    guard !issues.isEmpty else { return "[]\n" }
    let data = (try? NavigationGraph.encoder.encode(issues)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The check name of a skipped file, as the other reporters name the scan.
  static let scanCheck = "navviz-scan"

  static func severity(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: "major"
    case .warning: "minor"
    case .note: "info"
    }
  }

  /// 32 hex digits: two 64-bit FNV-1a hashes of the text's UTF-8 (offset bases apart). The
  /// fingerprint must be the same on every machine and run, which Swift's `Hasher` is not
  /// (it is seeded per process); it need not resist an attacker.
  static func fingerprint(_ text: String) -> String {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x6c62_272e_07bb_0142
    for byte in text.utf8 {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return [first, second].map { value in
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  struct Issue: Encodable {
    var type = "issue"
    var checkName: String
    var description: String
    var categories = ["Bug Risk"]
    var severity: String
    var fingerprint: String
    var location: Location

    enum CodingKeys: String, CodingKey {
      case type, checkName = "check_name", description, categories, severity, fingerprint
      case location
    }
  }

  struct Location: Encodable {
    var path: String
    var lines: Lines
  }

  struct Lines: Encodable {
    var begin: Int
  }
}
