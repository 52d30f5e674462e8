import NavGraphModel
import NavGraphRuntime

extension NavigationGraph {
  /// The navigation graph of a reducer tree, discovered from the composed reducer values and
  /// the metadata `@Reducer` registers: every feature reachable from `root`, each edge with
  /// its kind, field, enum reducer (`via`) and case, and where each is declared (`#fileID`
  /// paths, `Module/File.swift`).
  ///
  /// ```swift
  /// let graph = NavigationGraph(reflecting: AppFeature())
  /// ```
  public init(reflecting root: some Reducer) {
    self.init(reflecting: [root])
  }

  /// The merged graph of several roots.
  public init(reflecting roots: [any Reducer]) {
    var walker = ReflectionWalker()
    for root in roots { walker.walkRoot(root) }
    self.init(
      roots: walker.roots, features: Array(walker.features.values),
      edges: Array(Set(walker.edges)))
    self = sorted()
  }
}
