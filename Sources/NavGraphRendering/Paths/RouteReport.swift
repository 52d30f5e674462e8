import Foundation
import NavGraphCore
import NavGraphFacts

/// How `navviz paths` writes routes: text for people, JSON for tools, Swift for tests and
/// deep-link handlers (and `navviz serve` answers an agent in the same words). Deterministic:
/// routes come sorted from the graph library.
package struct RouteReport {
  package var routes: [NavigationRoute]
  /// Memberwise `State` initializers the scanner saw, by feature, for the Swift state.
  package var initializers: [String: StateInitializer] = [:]

  package init(routes: [NavigationRoute], initializers: [String: StateInitializer] = [:]) {
    self.routes = routes
    self.initializers = initializers
  }

  /// From source, the scanner knows each `State`'s stored properties, so the Swift state can
  /// pass the ones without a default; a graph document does not, and gets `...`.
  package static func initializers(_ facts: ScanFacts?) -> [String: StateInitializer] {
    var result: [String: StateInitializer] = [:]
    for feature in facts?.features ?? [] where feature.hasMemberwiseStateInit {
      result[feature.name] = StateInitializer(
        parameters: feature.fields.filter(\.isMemberwiseParameter).map {
          StateInitializer.Parameter(name: $0.name, isRequired: !$0.hasDefaultValue)
        })
    }
    return result
  }

  package func swiftState(_ route: NavigationRoute) -> String {
    route.swiftState { initializers[$0] }
  }

  /// `SyncUpDetail.Destination.edit (SyncUpForm): 2 steps from AppFeature`, then one line per
  /// step with its kind, field and case, style and source.
  package func text(swift: Bool) -> String {
    var text = ""
    for route in routes {
      text += Self.headline(route) + "\n"
      for (index, edge) in route.edges.enumerated() {
        text += "  \(index + 1). \(Self.step(edge))\n"
      }
      if swift { text += "  \(swiftState(route))\n" }
    }
    return text
  }

  /// Swift only: a comment naming each route, then its state.
  package func swift() -> String {
    routes.map { "// \(Self.headline($0))\n\(swiftState($0))\n" }.joined()
  }

  package func json(swift: Bool) -> Data {
    struct Route: Encodable {
      var destination: String
      var target: String
      var root: String
      var steps: [Edge]
      var swift: String?
    }
    struct Document: Encodable {
      var schemaVersion = NavigationGraph.schemaVersion
      var routes: [Route]
    }
    let document = Document(routes: routes.map {
      Route(destination: $0.destination, target: $0.target, root: $0.root, steps: $0.edges,
            swift: swift ? swiftState($0) : nil)
    })
    var data = (try? NavigationGraph.encoder.encode(document)) ?? Data()
    data.append(0x0A)
    return data
  }

  package static func headline(_ route: NavigationRoute) -> String {
    let name = route.destination == route.target
      ? route.target : "\(route.destination) (\(route.target))"
    guard !route.edges.isEmpty else { return "\(name): a root" }
    let steps = route.edges.count == 1 ? "1 step" : "\(route.edges.count) steps"
    return "\(name): \(steps) from \(route.root)"
  }

  /// `AppFeature --stack path.detail--> SyncUpDetail (navigationDestination, App.swift:9)`.
  package static func step(_ edge: Edge) -> String {
    let place = [edge.field, edge.case].compactMap { $0 }.joined(separator: ".")
    let label = place.isEmpty ? edge.kind.rawValue : "\(edge.kind.rawValue) \(place)"
    let details = [edge.style?.rawValue, edge.location?.description].compactMap { $0 }
    return "\(edge.from) --\(label)--> \(edge.to)"
      + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
  }
}
