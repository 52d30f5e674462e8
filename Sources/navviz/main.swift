import Inventory
import NavvizCLI
import ParentChild
import StackExplorer

// The samples are navviz's own registered roots: `navviz samples`, `--sample NAME`.
await Navviz.run(
  roots: [InventorySample.root, ParentChildSample.root, StackExplorerSample.root])
