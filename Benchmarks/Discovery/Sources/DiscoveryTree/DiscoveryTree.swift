import NavGraph

/// The root of the generated tree: `NavigationGraph(reflecting: DiscoveryTree.root)`. Its
/// features, `F0` to `F999`, and `featureCount` are written at build time by
/// `DiscoveryTreePlugin` (see `DiscoveryTreeGenerator`).
public enum DiscoveryTree {
  public static var root: some Reducer { F0() }
}
