import NavGraphCore
import NavGraphFacts
import SwiftSyntax

/// The census of presentations in views: each `sheet`/`fullScreenCover`/`popover`/
/// `navigationDestination`/`alert`/`confirmationDialog`/`NavigationStack` the scanner read,
/// with the edges it was matched with (`StylePass`), and those it could not read — a view's
/// own `@State` binding, value-based navigation, a `TCARouter`, a binding of the store's
/// state — each with what it is.
struct ViewSites {
  var model: ScanModel
  var edges: CensusEdges

  func sites() -> [NavigationSite] {
    let owners = ViewOwners(model)
    let helpers = BindingHelpers(model)
    var sites: [NavigationSite] = []
    for summary in model.appSummaries {
      for record in summary.viewStyles {
        let site = SitePosition(file: summary.file.relativePath, position: record.position)
        guard let outcome = model.viewSites[site] else { continue }
        let (reading, detail) = reading(outcome)
        let path = record.state.isEmpty ? "" : "\\." + record.state.joined(separator: ".")
        sites.append(
          NavigationSite(
            kind: .viewPresentation, reading: reading,
            owner: record.scope.joined(separator: "."),
            spelling: "\(record.style)(\(path))", detail: detail,
            location: summary.file.location(record.position)))
      }
      for record in summary.unreadCalls where record.kind == .viewPresentation {
        // A presentation over a route case is listed with what it shows (`RouteSites`).
        let site = SitePosition(file: summary.file.relativePath, position: record.position)
        guard model.routeSites[site] == nil else { continue }
        let (reading, detail) = unread(
          record, module: summary.file.module, owners: owners, helpers: helpers)
        sites.append(
          NavigationSite(
            kind: .viewPresentation, reading: reading,
            owner: record.scope.joined(separator: "."), spelling: record.spelling,
            detail: detail, location: summary.file.location(record.position)))
      }
    }
    return sites
  }

  private func reading(_ outcome: ViewSiteOutcome) -> (NavigationSite.Reading, String) {
    switch outcome {
    case .matched(let count, let owner):
      return (.explained, "shows \(count) edge\(count == 1 ? "" : "s") of \(owner)")
    case .wholeStore:
      return (.explained, "presents the store its view helper is handed, read where it is called")
    case .ambiguous(let owners):
      return (
        .unexplained,
        "names edges of \(owners.joined(separator: ", ")) and the view's store does not say "
          + "which"
      )
    case .noEdge(let path, let owner):
      let field = path.first ?? ""
      guard let owner else {
        return (
          .unexplained,
          "scopes to \\.\(path.joined(separator: ".")), which no feature's edge holds, and the "
            + "view's store type is unknown"
        )
      }
      let features = model.features.values.filter { $0.name == owner }
      if features.contains(where: { $0.fields.contains { $0.record.name == field } }) {
        return (.explained, "shows \(owner).\(field), which gave no edge (see its state field)")
      }
      // `var editor: Editor.State? { user.map(Editor.State.init) }`: a child built from stored
      // state each time it is read; no state holds it, so nothing presents or dismisses it.
      if path.count == 1, features.contains(where: { computedProperties(of: $0).contains(field) }) {
        return (
          .explained,
          "shows \(owner).\(field), a computed property: a child made from stored state when "
            + "read, which no state holds, so it gives no edge"
        )
      }
      return (
        .unexplained,
        "scopes to \\.\(path.joined(separator: ".")), which is no field of \(owner)"
      )
    }
  }

  /// What a presentation no recognizer read is: not navigation when it is driven by the view's
  /// own state or by values; otherwise a gap.
  private func unread(
    _ record: UnreadCallRecord, module: String, owners: ViewOwners, helpers: BindingHelpers
  ) -> (NavigationSite.Reading, String) {
    if record.spelling.hasPrefix("TCARouter") {
      return router(record, module: module, owners: owners)
    }
    if let base = record.namedBase, let type = resolve(base, at: record.scope, module: module) {
      return (
        .notNavigation,
        "called on \(type.dotted), a type of the app's: it builds a case or calls a static "
          + "member, and is no view modifier"
      )
    }
    // `func sheet(item: Binding<Item?>, ...) { sheet(isPresenting: item.isPresent(), ...) }`:
    // each call of the helper is a presentation of its own, read where it stands.
    if let handed = record.handedBinding {
      return (
        .explained,
        "presents the binding its view helper \(handed.helper)(...) is handed "
          + "(\(handed.parameter)); read where it is called"
      )
    }
    guard let subject = record.subject else {
      return (
        .notNavigation,
        "no state: a stack or presentation without a binding shows what its content presents"
      )
    }
    if subject.label == "for" {
      return (
        .notNavigation,
        "value-based navigation (for:): pushed by NavigationLink(value:), not by store state"
      )
    }
    // `isPresented: routing.deleteConfirmation`, `isPresented: isEditShown`: a binding a
    // property or method of the app's types makes reads what its getter reads.
    if let name = record.driver?.helperName,
      let made = helpers.made(by: name, scope: record.scope, module: module)
    {
      let owner = storeOwner(at: made.scope, module: module, owners: owners)
      let reading = DrivenPresentationReading(
        edges: edges, computedProperties: owner.map(computedProperties) ?? []
      ).reading(made.driver, of: record, owner: owner)
      let through = subject.text.hasSuffix(")") ? "\(name)(...)" : name
      if let reading { return (reading.0, reading.1 + ", through \(through)") }
    }
    let text = subject.text
    if !subject.rootIsStore, let name = Self.bindingName(text), !Self.storeNames.contains(name) {
      return (.notNavigation, "a binding of the view's own state (\(text)), not the store's")
    }
    if text.hasPrefix(".constant(") {
      return (.notNavigation, "a constant binding (\(text)): shown whenever the view is")
    }
    // `isPresented: isPresented`, `item: selection`: a binding the view is handed; what drives
    // it is read where the view is used.
    if !subject.isCut, !subject.rootIsStore, let name = Self.singleName(text),
      !Self.storeNames.contains(name)
    {
      return (.notNavigation, "a binding the view is given (\(text)); its caller drives it")
    }
    if let driver = record.driver {
      let owner = storeOwner(at: record.scope, module: module, owners: owners)
      let reading = DrivenPresentationReading(
        edges: edges, computedProperties: owner.map(computedProperties) ?? []
      ).reading(driver, of: record, owner: owner)
      if let reading { return reading }
    }
    if text.contains("binding") || text.hasPrefix("$") || text.contains("viewStore.") {
      return (
        .unexplained,
        "presented through a binding of the store's state (\(text)) rather than a scoped "
          + "store; navviz reads presentations of optional child state"
      )
    }
    return (.unexplained, "presents \(text), which is no store scope navviz reads")
  }

  /// The type names written at `scope` refer to; `Self` is the type `scope` is in.
  private func resolve(_ names: [String], at scope: [String], module: String) -> TypeKey? {
    guard names.first == "Self" else {
      return model.index.resolve(names, scope: scope, module: module)
    }
    guard !scope.isEmpty else { return nil }
    return model.index.resolveWhole(scope + names.dropFirst(), module: module)
  }

  /// The computed properties `feature`'s state declares, in any of its declarations.
  private func computedProperties(of feature: FeatureModel) -> Set<String> {
    guard let state = feature.valueState ?? model.member("State", of: feature) else { return [] }
    return Set(model.index.records(of: state).flatMap(\.record.computedProperties))
  }

  /// The feature whose store the type at `scope` holds: the view a call sits in, or the type
  /// that declares the binding it is handed.
  private func storeOwner(at scope: [String], module: String, owners: ViewOwners)
    -> FeatureModel?
  {
    guard case .feature(let name?) = owners.subject(
      storeType: nil, scope: scope, module: module, in: model)
    else { return nil }
    return model.features.values.first { $0.name == name }
  }

  /// The names a view's store goes by: a binding of one of them is the store's state.
  static let storeNames: Set<String> = ["store", "viewStore", "self"]

  /// `isShowing` in `$isShowing` or `$model.isShowing`: the variable a `$` binding projects.
  static func bindingName(_ text: String) -> String? {
    guard text.hasPrefix("$") else { return nil }
    let name = text.dropFirst().prefix { $0.mayStandInIdentifier }
    return name.isEmpty ? nil : String(name)
  }

  /// The name `text` is when it is one name alone (`isPresented`, `` `isPresented` ``).
  static func singleName(_ text: String) -> String? {
    let name = TokenSyntax.identifier(spelled: text)
    guard !name.isEmpty else { return nil }
    // `` `a`.`b` `` is two names, whose outer backticks alone look like one raw identifier.
    let isRaw = name.utf8.count + 2 == text.utf8.count && !name.contains("`")
    return isRaw || name.allSatisfy(\.mayStandInIdentifier) ? name : nil
  }

  /// A `TCARouter` shows the routes of its view's coordinator: explained when that
  /// coordinator's routes gave edges.
  private func router(_ record: UnreadCallRecord, module: String, owners: ViewOwners)
    -> (NavigationSite.Reading, String)
  {
    guard case .feature(let owner?) = owners.subject(
      storeType: nil, scope: record.scope, module: module, in: model)
    else {
      return (.unexplained, "a TCARouter whose view's store names no coordinator navviz found")
    }
    let routes = edges.edges(of: owner).filter { $0.kind.isNavigation }
    guard !routes.isEmpty else {
      return (.unexplained, "a TCARouter over \(owner), whose routes gave no edge")
    }
    return (.explained, "shows \(owner)'s routes: " + CensusEdges.describe(routes))
  }
}
