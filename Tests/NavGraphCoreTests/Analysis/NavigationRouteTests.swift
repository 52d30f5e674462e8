@testable import NavGraphCore
import NavGraphTestSupport
import Testing

@Suite struct NavigationRouteTests {
  /// App pushes Detail (a Path case), Detail presents Edit (a Destination case) and an alert;
  /// a tab scoped into App pushes Detail too.
  static let syncUps: NavigationGraph = {
    var graph = NavigationGraph(
      roots: ["App"],
      features: ["App", "App.Path", "Detail", "Detail.Destination", "Edit", "Tab"].map {
        Feature(name: $0, kind: $0.contains(".") ? .enum : .struct)
      })
    graph.edges = [
      Edge(from: "App", to: "Detail", kind: .stack, field: "path", via: "App.Path",
           case: "detail"),
      Edge(from: "App", to: "Tab", kind: .scope, field: "tab"),
      Edge(from: "Tab", to: "Detail", kind: .presentation, field: "detail"),
      Edge(from: "Detail", to: "Edit", kind: .destination, field: "destination",
           via: "Detail.Destination", case: "edit"),
      Edge(from: "Detail", to: "AlertState", kind: .alert, field: "destination",
           via: "Detail.Destination", case: "alert"),
    ]
    return graph
  }()

  @Test func aCaseByItsEnumOrItsOwner() throws {
    for name in ["Detail.Destination.edit", "Detail.edit", "Edit"] {
      let routes = try Self.syncUps.shortestRoutes(to: name)
      #expect(routes.map { GraphBuilding.describe($0.edges) } == ["App=Detail>Edit"], "\(name)")
      #expect(routes.first?.destination == "Detail.Destination.edit")
    }
  }

  @Test func oneRoutePerWayIntoAFeatureShortestFirst() throws {
    let routes = try Self.syncUps.shortestRoutes(to: "Detail")
    #expect(routes.map { GraphBuilding.describe($0.edges) } == ["App=Detail", "App-Tab>Detail"])
    #expect(routes.map(\.destination) == ["App.Path.detail", "Tab.detail"])
  }

  @Test func aRootIsItsOwnRoute() throws {
    let routes = try Self.syncUps.shortestRoutes(to: "App")
    #expect(routes == [NavigationRoute(root: "App", edges: [])])
  }

  @Test func unknownNamesSuggestCloseOnes() {
    #expect(throws: UnknownDestination(
      name: "App.Path.edit", suggestions: ["Detail.Destination.edit", "Edit"])) {
      try Self.syncUps.shortestRoutes(to: "App.Path.edit")
    }
  }

  @Test func everyDestinationOnce() {
    let routes = Self.syncUps.shortestRoutesToEveryDestination()
    #expect(routes.map(\.destination) == [
      "App.Path.detail", "Detail.Destination.alert", "Detail.Destination.edit", "Tab.detail",
    ])
    #expect(routes.allSatisfy { $0.root == "App" })
  }

  @Test func unreachableDestinationsHaveNoRoute() throws {
    var graph = Self.syncUps
    graph.roots = ["Tab"]
    #expect(try graph.shortestRoutes(to: "App.Path.detail").isEmpty)
  }

  @Test func everyDestinationOfTheSyntheticApp() {
    let graph = SyntheticGraph.make(features: 2_000)
    let routes = graph.shortestRoutesToEveryDestination()
    #expect(routes.count == graph.edges.filter(\.kind.isNavigation).count)
    for route in routes {
      #expect(route.root == "Feature0")
      for (step, next) in zip(route.edges, route.edges.dropFirst()) {
        #expect(step.to == next.from)
      }
    }
    // Breadth first: no route is longer than the tree is deep, plus the last step.
    #expect((routes.map(\.edges.count).max() ?? 0) <= 9)
  }
}
