import Testing

@testable import NavGraphCore

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

  @Test func knownInitializersPassTheirRequiredParametersInOrder() throws {
    let route = try #require(
      try NavigationRouteTests.syncUps.shortestRoutes(to: "Detail.Destination.edit").first)
    let initializers = [
      "Detail": StateInitializer(parameters: [
        .init(name: "destination", isRequired: false), .init(name: "syncUp", isRequired: true),
      ]),
      "Edit": StateInitializer(parameters: [.init(name: "focus", isRequired: false)]),
      // A field the initializer does not list still gets its value, last.
      "App": StateInitializer(parameters: [.init(name: "title", isRequired: true)]),
    ]
    #expect(route.swiftState { initializers[$0] }
      == "App.State(title: ..., path: StackState([.detail(Detail.State(destination: "
      + ".edit(Edit.State()), syncUp: ...))]))")
  }
}
