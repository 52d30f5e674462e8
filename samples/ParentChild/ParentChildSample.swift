import NavGraph

/// The sample's root, registered with the `navviz` executable (`navviz samples`).
public enum ParentChildSample {
  public static let root = NavvizRoot(
    "ParentChild",
    summary: "A parent that presents a child which dismisses itself",
    flows: ParentChildFlows.all
  ) { ParentReducer() }
}
