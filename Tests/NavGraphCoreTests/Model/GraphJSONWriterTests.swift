import Foundation
@testable import NavGraphCore
import NavGraphTestSupport
import Testing

/// `jsonData()` writes the document itself (`GraphJSONWriter`); these hold it to the bytes the
/// JSON encoder gives for the graph's `Codable` form, which the goldens and the navgraph-v1
/// contract were written with.
@Suite struct GraphJSONWriterTests {
  typealias Location = NavGraphCore.SourceLocation

  /// What the encoder writes, with the final newline `jsonData()` adds.
  static func encoded(_ graph: NavigationGraph) throws -> Data {
    var data = try NavigationGraph.encoder.encode(graph)
    data.append(0x0A)
    return data
  }

  static let locations: [Location?] = [
    nil, Location(file: "Sources/App/App.swift"),
    Location(file: "a b/É.swift", line: 12), Location(file: "x", column: 4),
    Location(file: "Sources/A/B.swift", line: 0, column: -3),
    Location(file: "long", line: Int.max, column: Int.min),
  ]

  @Test func emptyGraph() throws {
    let graph = NavigationGraph()
    #expect(try graph.jsonData() == Self.encoded(graph))
  }

  @Test func everyOptionalMemberPresentAndMissing() throws {
    var features: [Feature] = []
    var edges: [Edge] = []
    var findings: [Finding] = []
    for (index, location) in Self.locations.enumerated() {
      let name = "Feature\(index)"
      features.append(Feature(
        name: name, kind: Feature.Kind.allCases[index % 3],
        module: index.isMultiple(of: 2) ? nil : "Module\(index)", location: location))
      for (kindIndex, kind) in EdgeKind.allCases.enumerated() {
        let odd = (index + kindIndex).isMultiple(of: 2)
        edges.append(Edge(
          from: name, to: "Feature\((index + 1) % Self.locations.count)", kind: kind,
          field: odd ? "destination" : nil, via: odd ? nil : "\(name).Destination",
          case: kindIndex.isMultiple(of: 3) ? nil : "detail",
          style: PresentationStyle.allCases.indices.contains(kindIndex)
            && !odd ? PresentationStyle.allCases[kindIndex] : nil,
          location: location))
      }
      findings.append(Finding(
        rule: "rule-\(index)", severity: Finding.Severity.allCases[index % 3],
        feature: index.isMultiple(of: 2) ? name : nil,
        fields: [nil, [], ["a"], ["destination", "path"]][index % 4],
        case: index.isMultiple(of: 3) ? "alert" : nil, location: location,
        message: "message \(index)"))
    }
    let graph = NavigationGraph(
      roots: ["Feature0", "Feature3", "Feature0"], features: features.reversed(),
      edges: edges.shuffled(), findings: findings.reversed())
    #expect(try graph.jsonData() == Self.encoded(graph))
  }

  /// Every ASCII character (controls, quote, backslash, slash, DEL) and characters outside
  /// ASCII, in every string member.
  @Test func stringsAreEscapedAsTheEncoderEscapesThem() throws {
    let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
    let others = "é E\u{301} \u{2028}\u{2029} \u{FEFF} 😀 中文 \u{10FFFF}"
    var graph = NavigationGraph(roots: [ascii, others])
    for (index, text) in [ascii, others, "", "\"", "\\", "/", "\u{7F}"].enumerated() {
      let location = Location(file: text, line: index, column: index)
      graph.features.append(Feature(name: text + "\(index)", module: text, location: location))
      graph.edges.append(Edge(
        from: text, to: text, kind: .presentation, field: text, via: text, case: text,
        location: location))
      graph.findings.append(Finding(
        rule: text, severity: .warning, feature: text, fields: [text, text], case: text,
        location: location, message: text))
    }
    #expect(try graph.jsonData() == Self.encoded(graph))
  }

  @Test(arguments: Fixtures.graphNames) func exampleGraphs(name: String) throws {
    let graph = try Fixtures.graph(name)
    #expect(try graph.jsonData() == Self.encoded(graph))
  }
}
