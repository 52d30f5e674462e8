import NavGraph

/// The sample's root, registered with the `navviz` executable (`navviz samples`).
public enum StackExplorerSample {
  public static let root = NavvizRoot(
    "StackExplorer",
    summary: "The stack episode: a Path of counter, number-fact and prime-number features",
    flows: StackExplorerFlows.all
  ) { RootFeature() }
}
