import Testing

@testable import NavGraphCore

/// An overview groups features by module, or, in an app that is one module, by flow: a screen
/// and what is first reached through it, cut from the spine's tree.
@Suite struct FeatureGroupsTests {
  /// App switches to Main; Main scopes Home and Settings; Home presents four screens, one of
  /// which presents two more; Settings presents three.
  static let graph: NavigationGraph = {
    var graph = GraphBuilding.graph([
      "App-Main", "Main-Home", "Main-Settings",
      "Home>Account", "Home>Send", "Home>Receive", "Home>History",
      "Account>Rename", "Account>Export",
      "Settings>Theme", "Settings>Backup", "Settings>About",
    ])
    graph.edges[0].case = "main"
    return graph
  }()

  static func flows(_ limits: FeatureGroups.Limits) -> [String: [String]] {
    let spine = CompositionSpine(graph, entryPoints: ["App"])
    let groups = FeatureGroups(
      graph, by: .flow, spine: spine, entryPoints: ["App"], limits: limits)
    return Dictionary(uniqueKeysWithValues: groups.groups.map { ($0.name, $0.members) })
  }

  @Test func aSmallAppIsOneFlow() {
    #expect(Self.flows(.init(readableSize: 20, smallestFlow: 2, maxGroups: 10)).keys.sorted()
      == ["App"])
  }

  @Test func aFlowTooLargeOpensIntoTheFlowsBelowItsTop() {
    let flows = Self.flows(.init(readableSize: 5, smallestFlow: 3, maxGroups: 10))
    // App (13 features) opens into itself and Main (12); Main opens into Home (7) and
    // Settings (4); Home into Account (3, a flow of its own) and its other screens.
    #expect(flows.keys.sorted() == ["Account", "App", "Home", "Main", "Settings"])
    #expect(flows["App"] == ["App"])
    #expect(flows["Main"] == ["Main"])
    #expect(flows["Home"] == ["History", "Home", "Receive", "Send"])
    #expect(flows["Account"] == ["Account", "Export", "Rename"])
    #expect(flows["Settings"] == ["About", "Backup", "Settings", "Theme"])
  }

  @Test func openingStopsAtTheMostGroupsAnOverviewShows() {
    // Opening Main as well would make four.
    let flows = Self.flows(.init(readableSize: 5, smallestFlow: 3, maxGroups: 3))
    #expect(flows.keys.sorted() == ["App", "Main"])
    #expect(flows["Main"]?.count == 12)
  }

  @Test func modulesAreGroupsAndTheEntryPointsGroupComesFirst() {
    var graph = Self.graph
    for index in graph.features.indices {
      graph.features[index].module = graph.features[index].name.hasPrefix("S") ? "Settings" : "App"
    }
    graph.features[graph.features.firstIndex { $0.name == "App" }!].module = "Root"
    let groups = FeatureGroups(
      graph, by: .module, spine: CompositionSpine(graph, entryPoints: ["App"]),
      entryPoints: ["App"])
    #expect(groups.groups.map(\.name) == ["Root", "App", "Settings"])
    #expect(groups.groups[0].entryPoints == ["App"])
    #expect(groups.group(of: "Home") == 1)
    #expect(groups.group(of: "Send") == 2)
  }

  @Test func oneModuleHoldingMostOfTheAppIsDrawnByFlow() {
    let features = (0..<10).map { Feature(name: "F\($0)", module: $0 < 6 ? "Big" : "M\($0)") }
    #expect(FeatureGrouping.suited(to: features) == .flow)
    let even = (0..<10).map { Feature(name: "F\($0)", module: $0 < 5 ? "A" : "B") }
    #expect(FeatureGrouping.suited(to: even) == .module)
    #expect(FeatureGrouping.suited(to: [Feature(name: "Alone", module: "A")]) == .flow)
  }
}
