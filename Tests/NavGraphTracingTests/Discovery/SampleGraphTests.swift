import Foundation
import Inventory
import NavGraph
import ParentChild
import StackExplorer
import Testing

/// Every sample's reflected graph equals a golden JSON checked by hand against the sample's
/// code. `NAVVIZ_RECORD_GOLDEN=1 swift test --filter SampleGraphTests` rewrites the goldens (then
/// read the diff before committing).
@Suite struct SampleGraphTests {
  static let roots = [InventorySample.root, ParentChildSample.root, StackExplorerSample.root]

  @Test(arguments: roots.map(\.name))
  func reflectedGraphMatchesGolden(sample: String) throws {
    let root = try #require(Self.roots.first { $0.name == sample })
    let json = try root.graph().jsonData()
    let golden = goldenURL("\(sample).json")
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_GOLDEN"] != nil {
      try json.write(to: golden)
    }
    let expected = try Data(contentsOf: golden)
    #expect(String(decoding: json, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
  }

  @Test func discoveryIsDeterministic() throws {
    for root in Self.roots {
      #expect(try root.graph().jsonData() == root.graph().jsonData())
    }
  }
}
