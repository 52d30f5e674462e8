import NavGraphCore

/// Turns presentations over a case of a route enum (`RoutePresentationRecord`) into edges:
/// `var route: Route?` with `enum Route { case detail(String) ... }` beside the children's
/// states, which the content scopes the store to (`.sheet(item: $store.route.sending(\.set)
/// .detail) { DetailView(store: store.scope(state: \.detailState, ...)) }`). Each child the
/// content shows is a `destination` edge from the route's owner, field the route, case the
/// case, styled as the call presents it; the first presentation of an edge styles it.
///
/// Only a route the scan can read counts: the field an enum of the scan that is no reducer,
/// the case one of its cases. A child is the feature at the end of a scoped state path that
/// the view's feature holds field by field (through a box around it); where the
/// content does not say which child, no edge, and the census says why (`RouteSiteOutcome`).
struct RouteEdgePass: ResolutionPass, Sendable {
  func run(_ model: inout ScanModel) {
    let owners = ViewOwners(model)
    // The view's owner comes by name (`ViewOwners`), as edges name features: of two features
    // of one name (in two modules), the first in key order.
    var keysByName: [String: TypeKey] = [:]
    for key in model.sortedKeys {
      guard let name = model.features[key]?.name, keysByName[name] == nil else { continue }
      keysByName[name] = key
    }
    var edges: [Edge] = []
    var seen = Set<EdgeKey>()
    for summary in model.appSummaries {
      for record in summary.routePresentations {
        guard case .feature(let name?) = owners.subject(
          storeType: record.storeType, scope: record.scope, module: summary.file.module,
          file: summary.file.absolutePath,
          in: model),
          let viewKey = keysByName[name], let view = model.features[viewKey],
          let route = Self.route(record, of: view, in: model)
        else { continue }
        let site = SitePosition(file: summary.file.relativePath, position: record.position)
        let routeName = "\(route.owner.name).\(route.field.record.name).\(record.caseName)"
        let children = Self.children(record.content.scopes, of: view, in: model)
        guard !children.isEmpty else {
          model.routeSites[site] = Self.unshown(record.content, route: routeName, route.owner)
          continue
        }
        model.routeSites[site] = .shows(
          owner: route.owner.name, route: routeName, children: children.map(\.name))
        for child in children {
          let key = EdgeKey(
            from: route.owner.name, field: route.field.record.name, case: record.caseName,
            to: child.name)
          guard seen.insert(key).inserted else { continue }
          edges.append(
            Edge(
              from: key.from, to: key.to, kind: .destination, field: key.field,
              case: key.case, style: PresentationStyle(rawValue: record.style),
              location: route.field.file.location(route.field.record.position)))
        }
      }
    }
    model.edges += edges
  }

  private struct EdgeKey: Hashable {
    var from: String
    var field: String
    var `case`: String
    var to: String
  }

  /// Why a content that shows no child gives no edge.
  private static func unshown(_ content: RouteContent, route: String, _ owner: FeatureModel)
    -> RouteSiteOutcome
  {
    if let scope = content.scopes.first {
      return .undecided(
        owner: owner.name, route: route,
        reason: "its content scopes the store to \\.\(scope.joined(separator: ".")), which "
          + "leads to no child feature the view's feature holds")
    }
    if let helper = content.helpers.first {
      return .undecided(
        owner: owner.name, route: route,
        reason: "its content calls \(helper)(...), which navviz does not follow into")
    }
    if content.handsStore {
      return .undecided(
        owner: owner.name, route: route,
        reason: "its content hands a view a store it does not scope there")
    }
    return .plainView(owner: owner.name, route: route)
  }

  /// The feature holding the route, and the route field: every component but the last a
  /// field holding a child feature, the last a field whose type is an enum of the scan that
  /// is no reducer and has the case.
  private static func route(
    _ record: RoutePresentationRecord, of view: FeatureModel, in model: ScanModel
  ) -> (owner: FeatureModel, field: Located<FieldRecord>)? {
    var owner = view
    for component in record.route.dropLast() {
      guard let next = child(named: component, of: owner, in: model) else { return nil }
      owner = next.feature
    }
    guard let name = record.route.last,
      let index = owner.fields.firstIndex(where: { $0.record.name == name })
    else { return nil }
    let field = owner.fields[index]
    guard model.shapes(of: owner).fields[index].childKey == nil,
      let text = field.record.typeText, let type = TypeRef.parse(text),
      let key = model.index.resolve(
        type.components, scope: field.record.declaringScope ?? owner.key.path + ["State"],
        module: owner.key.module),
      !model.isFeature(key)
    else { return nil }
    let records = model.index.records(of: key).map(\.record)
    guard records.contains(where: { $0.kind == .enum }),
      records.contains(where: { $0.cases.contains { $0.name == record.caseName } })
    else { return nil }
    return (owner, field)
  }

  /// The features the scoped state paths end at, each once, in the order written.
  private static func children(_ scopes: [[String]], of view: FeatureModel, in model: ScanModel)
    -> [FeatureModel]
  {
    var found: [FeatureModel] = []
    for path in scopes {
      var current: (feature: FeatureModel, isBoxed: Bool)?
      var components = path[...]
      while let component = components.popFirst() {
        guard let next = child(named: component, of: current?.feature ?? view, in: model) else {
          // A box around the child's state (`Heap<Child.State?>`) is read through its one
          // property, whatever the box calls it.
          if current?.isBoxed == true, current?.feature.fields.contains(where: {
            $0.record.name == component
          }) == false {
            current?.isBoxed = false
            continue
          }
          current = nil
          break
        }
        current = next
      }
      if let child = current?.feature, !found.contains(where: { $0.key == child.key }) {
        found.append(child)
      }
    }
    return found
  }

  /// The feature whose state the field `name` of `owner` holds, and whether the field's type
  /// boxes that state: a generic type of the app's around it (`Heap<Child.State?>`), which
  /// the field's shape does not look into.
  private static func child(named name: String, of owner: FeatureModel, in model: ScanModel)
    -> (feature: FeatureModel, isBoxed: Bool)?
  {
    guard let index = owner.fields.firstIndex(where: { $0.record.name == name }) else {
      return nil
    }
    if let key = model.shapes(of: owner).fields[index].childKey, let child = model.features[key]
    {
      return (child, false)
    }
    let field = owner.fields[index].record
    guard let type = field.typeText.flatMap(TypeRef.parse) else { return nil }
    let scope = field.declaringScope ?? owner.key.path + ["State"]
    for argument in type.arguments {
      guard let written = FieldShape(type: argument).child,
        let key = model.feature(named: written, scope: scope, module: owner.key.module),
        let child = model.features[key]
      else { continue }
      return (child, true)
    }
    return nil
  }
}
