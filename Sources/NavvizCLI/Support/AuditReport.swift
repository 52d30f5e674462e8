import Foundation
import NavGraphCore
import NavGraphFacts

/// The census of a scan as `navviz audit` writes it: each site on a line that editors and CI
/// read (`path:line:column: reading: kind spelling in Owner: detail`, the owner left out at
/// file level), a table of readings by kind, and the summary line.
struct AuditReport {
  var census: NavigationCensus
  /// The readings whose sites are listed (every reading is counted in the table).
  var listed: Set<NavigationSite.Reading>
  /// The features taken as where the app starts because the scanned sources hold no `@main`
  /// (a package read alone): empty when they do.
  var inferredEntryPoints: [String] = []

  var text: String {
    var text = ""
    for site in census.sites where listed.contains(site.reading) {
      let owner = site.owner.isEmpty ? "" : " in \(site.owner)"
      text += "\(site.location): \(site.reading.rawValue): \(site.kind.rawValue) "
        + "\(site.spelling)\(owner): \(site.detail)\n"
    }
    if !text.isEmpty { text += "\n" }
    let rows = NavigationSiteKind.allCases.compactMap { kind -> [String]? in
      let sites = census.sites.filter { $0.kind == kind }
      guard !sites.isEmpty else { return nil }
      return [kind.rawValue, "\(sites.count)"]
        + NavigationSite.Reading.allCases.map { reading in
          "\(sites.count { $0.reading == reading })"
        }
    }
    if !rows.isEmpty {
      text += Table(
        header: ["KIND", "SITES"]
          + NavigationSite.Reading.allCases.map { $0.rawValue.uppercased() },
        rows: rows
      ).text + "\n"
    }
    if !inferredEntryPoints.isEmpty {
      text += "no @main in the scanned sources; taken as entry points (nothing presents or "
        + "composes them): \(inferredEntryPoints.joined(separator: ", "))\n"
    }
    return text + census.summary + "\n"
  }

  func json() -> Data {
    struct Site: Encodable {
      var kind: String
      var reading: String
      var owner: String
      var spelling: String
      var detail: String
      var file: String
      var line: Int?
      var column: Int?
    }
    struct Counts: Encodable {
      var sites: Int
      var explained: Int
      var notNavigation: Int
      var unexplained: Int
    }
    struct Document: Encodable {
      var schemaVersion = NavigationGraph.schemaVersion
      var counts: Counts
      var inferredEntryPoints: [String]
      var sites: [Site]
    }
    let document = Document(
      counts: Counts(
        sites: census.sites.count, explained: census.count(.explained),
        notNavigation: census.count(.notNavigation), unexplained: census.count(.unexplained)),
      inferredEntryPoints: inferredEntryPoints,
      sites: census.sites.filter { listed.contains($0.reading) }.map {
        Site(
          kind: $0.kind.rawValue, reading: $0.reading.rawValue, owner: $0.owner,
          spelling: $0.spelling, detail: $0.detail, file: $0.location.file,
          line: $0.location.line, column: $0.location.column)
      })
    var data = (try? NavigationGraph.encoder.encode(document)) ?? Data()
    data.append(0x0A)
    return data
  }
}
