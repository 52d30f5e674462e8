import Foundation
import NavGraph

/// `{"schemaVersion": 1, "findings": [...]}` with the finding objects of navgraph-v1; also the
/// baseline format.
public struct JSONReporter: LintReporter {
  public init() {}

  public func render(_ report: LintReport) -> String {
    struct Document: Encodable {
      var schemaVersion = NavigationGraph.schemaVersion
      var findings: [Finding]
    }
    let data = (try? NavigationGraph.encoder.encode(Document(findings: report.findings))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
