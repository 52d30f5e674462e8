import Testing

@testable import NavGraph

@Suite struct NavigationRouteSwiftTests {
  @Test func eachEdgeKindWritesItsOwnShape() throws {
    let routes = NavigationRouteTests.syncUps.shortestRoutesToEveryDestination()
    #expect(routes.map(\.swiftState) == [
      "App.State(path: StackState([.detail(Detail.State(...))]))",
      "App.State(path: StackState([.detail(Detail.State(destination: .alert(AlertState(...))))]))",
      "App.State(path: StackState([.detail(Detail.State(destination: .edit(Edit.State(...))))]))",
      "App.State(tab: Tab.State(detail: Detail.State(...)))",
    ])
  }

  @Test func collectionsEnumRootsAndDataCases() {
    let graph = NavigationGraph(
      roots: ["Root"],
      features: ["Root", "LoggedIn", "Row", "Row.Path"].map { Feature(name: $0) },
      edges: [
        Edge(from: "Root", to: "LoggedIn", kind: .scope, case: "loggedIn"),
        Edge(from: "LoggedIn", to: "Row", kind: .collection, field: "rows"),
        Edge(from: "Row", to: "Meeting", kind: .stack, field: "path", via: "Row.Path",
             case: "meeting"),
      ])
    let routes = graph.shortestRoutesToEveryDestination()
    #expect(routes.map(\.swiftState) == [
      "Root.State.loggedIn(LoggedIn.State(rows: [Row.State(path: StackState([.meeting(...)]))]))"
    ])
    #expect(routes.first?.endsAtFeature == false)
  }
}
