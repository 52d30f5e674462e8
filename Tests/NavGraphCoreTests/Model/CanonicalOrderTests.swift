import Testing

@testable import NavGraphCore

/// `Edge` and `Finding` compare field by field; these pin that order to the one they had when
/// they compared arrays of string keys (the order every golden file and report was written in).
@Suite struct CanonicalOrderTests {
  /// The key `Edge` order was defined by: these strings, compared in turn.
  static func referenceKey(_ edge: Edge) -> [String] {
    [edge.from, edge.field ?? "", edge.via ?? "", edge.case ?? "", edge.to, edge.kind.rawValue,
     edge.style?.rawValue ?? "", edge.location?.description ?? ""]
  }

  /// The key `Finding` order was defined by, lines and columns as ten-digit text.
  static func referenceKey(_ finding: Finding) -> [String] {
    func padded(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, 10 - text.count)) + text
    }
    return [finding.location?.file ?? "", padded(finding.location?.line),
      padded(finding.location?.column), finding.rule, finding.feature ?? "",
      finding.case ?? "", (finding.fields ?? []).joined(separator: ","), finding.message]
  }

  static let edges: [Edge] = {
    typealias Location = NavGraphCore.SourceLocation
    let locations: [Location?] = [
      nil, Location(file: "a.swift"), Location(file: "a.swift", line: 9),
      Location(file: "a.swift", line: 10), Location(file: "a.swift", column: 3),
      Location(file: "a.swift", line: 9, column: 12), Location(file: "a.swift", line: 9, column: 2),
      Location(file: "a.swift:9"), Location(file: "b.swift", line: 1),
    ]
    var edges: [Edge] = []
    for from in ["A", "B", "É", "E\u{301}"] {
      for field in [nil, "", "destination", "path"] {
        let kinds: [(EdgeKind, PresentationStyle?)] = [
          (.presentation, nil), (.stack, .navigationDestination), (.destination, .sheet),
          (.alert, nil),
        ]
        for (kind, style) in kinds {
          edges.append(Edge(from: from, to: "C", kind: kind, field: field, style: style))
        }
      }
      for via in [nil, "", "A.Destination"] {
        for (index, name) in [nil, "", "edit", "add"].enumerated() {
          edges.append(Edge(from: from, to: index.isMultiple(of: 2) ? "C" : "D",
            kind: .destination, field: "destination", via: via, case: name))
        }
      }
      for location in locations {
        edges.append(Edge(from: from, to: "C", kind: .scope, location: location))
      }
    }
    return edges
  }()

  @Test func edgesCompareAsTheirKeysDo() {
    for lhs in Self.edges {
      for rhs in Self.edges {
        let expected = Self.referenceKey(lhs).lexicographicallyPrecedes(Self.referenceKey(rhs))
        #expect((lhs < rhs) == expected, "\(lhs) < \(rhs)")
      }
    }
  }

  @Test func findingsCompareAsTheirKeysDo() {
    var findings: [Finding] = []
    for line in [nil, 0, 7, 10, 12_345_678_901, 123_456_789_012, -3, -40] {
      for column in [nil, 1, 5] {
        findings.append(Finding(
          rule: "r", severity: .note,
          location: NavGraphCore.SourceLocation(file: "a.swift", line: line, column: column),
          message: "m"))
      }
    }
    for fields in [nil, [], [""], ["a,b"], ["a", "b"], ["b"]] {
      for message in ["", "m", "n"] {
        findings.append(Finding(
          rule: "r", severity: .warning, feature: "F", fields: fields, message: message))
      }
    }
    let subjects: [(String, String?, String?)] = [
      ("a", nil, nil), ("a", "", ""), ("b", "F", "c"), ("a", "F", nil),
    ]
    for (rule, feature, name) in subjects {
      findings.append(Finding(
        rule: rule, severity: .error, feature: feature, case: name,
        location: NavGraphCore.SourceLocation(file: "b.swift", line: 1), message: "m"))
    }
    for lhs in findings {
      for rhs in findings {
        let expected = Self.referenceKey(lhs).lexicographicallyPrecedes(Self.referenceKey(rhs))
        #expect((lhs < rhs) == expected, "\(lhs) < \(rhs)")
      }
    }
  }
}
