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

  init(sources: AppSources, mapping: NameMapping = NameMapping()) {
    self.sources = sources
    self.mapping = mapping
  }
}
