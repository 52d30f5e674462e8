import Foundation
import NavGraphCore

/// Findings a team has accepted for now: `--write-baseline FILE` records them, `--baseline
/// FILE` then reports only findings not in it. The file is the `json` report itself.
///
/// Findings are matched without their line and column, so editing code above a recorded
/// finding does not bring it back; each recorded finding absorbs one matching finding, so a
/// second copy of the same mistake is still reported.
package struct Baseline: Sendable {
  private var counts: [Key: Int] = [:]

  struct Key: Hashable {
    var rule: String
    var file: String?
    var feature: String?
    var fields: [String]?
    var `case`: String?
    var message: String

    init(_ finding: Finding) {
      rule = finding.rule
      file = finding.location?.file
      feature = finding.feature
      fields = finding.fields
      self.case = finding.case
      message = finding.message
    }
  }

  package init(findings: [Finding]) {
    for finding in findings { counts[Key(finding), default: 0] += 1 }
  }

  /// Reads a baseline written by `--write-baseline` (or any `json` report).
  package init(data: Data, path: String) throws(NavGraphError) {
    struct Document: Decodable { var findings: [Finding] }
    do {
      self.init(findings: try JSONDecoder().decode(Document.self, from: data).findings)
    } catch {
      throw .fileNotReadable(path: path, reason: "not a navviz lint JSON report")
    }
  }

  /// The findings not absorbed by the baseline, in their order.
  package func filter(_ findings: [Finding]) -> [Finding] {
    var remaining = counts
    return findings.filter { finding in
      let key = Key(finding)
      guard let count = remaining[key], count > 0 else { return true }
      remaining[key] = count - 1
      return false
    }
  }
}
