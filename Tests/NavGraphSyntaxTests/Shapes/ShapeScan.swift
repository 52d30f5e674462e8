import NavGraphCore
import NavGraphFacts
import NavGraphSyntax

/// A scan of one fixture file, and its edges as one line each: `from kind field.case -> to
/// (style)`, the form the shape tests compare.
enum ShapeScan {
  static func scan(_ source: String, file: String = "Sources/App/App.swift") -> ScanResult {
    SourceScanner().scan(sources: [file: source])
  }

  static func edges(_ scan: ScanResult) -> [String] {
    scan.graph.edges.map { edge in
      let place = [edge.field, edge.case].compactMap { $0 }.joined(separator: ".")
      return "\(edge.from) \(edge.kind.rawValue) \(place) -> \(edge.to)"
        + (edge.style.map { " (\($0.rawValue))" } ?? "")
    }
  }
}
