/// A rewrite of an app's sources that keeps its navigation: the graph of the result must be
/// the app's graph with `mapping` applied, and lint must find the same (renamed) findings.
protocol Transformation: Sendable {
  func apply(to app: ParsedApp) -> TransformedApp
}

/// The sources a transformation wrote, and how the names of the graph they give should differ
/// from the original's.
package struct TransformedApp: Sendable {
  package var sources: AppSources
  package var mapping: NameMapping
  /// The original path of each renamed file (a file not listed kept its path; a new file has
  /// none).
  package var origins: [String: String]

  init(sources: AppSources, mapping: NameMapping = NameMapping(), origins: [String: String] = [:]) {
    self.sources = sources
    self.mapping = mapping
    self.origins = origins
  }

  /// The path `path` had before the transformation.
  package func origin(of path: String) -> String { origins[path] ?? path }
}
