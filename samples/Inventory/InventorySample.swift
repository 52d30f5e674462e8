import NavGraph

/// The sample's root, registered with the `navviz` executable (`navviz samples`).
public enum InventorySample {
  public static let root = NavvizRoot(
    "Inventory",
    summary: "The tree-based navigation document's inventory: add, detail and edit as one Destination enum, plus an alert",
    flows: InventoryFlows.all
  ) { InventoryFeature() }
}
