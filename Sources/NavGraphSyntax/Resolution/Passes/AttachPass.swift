/// Attaches integrations, effects and dismiss handlers to the innermost feature that lexically
/// encloses them (its body, or an extension of it in any file), with key paths passed by name
/// looked up. What a reducer protocol's extension declares is every conformer's: its
/// dismiss handlers (a shared `core` its conformers' bodies call) always, its integrations
/// when the conformer writes no body of its own.
struct AttachPass: ResolutionPass, Sendable {
  /// Where a record attaches: one feature, or every conformer of a reducer protocol.
  private enum Owner: Sendable {
    case feature(TypeKey)
    case conformers(TypeKey)
    /// A helper operator in `extension Reducer`, which any feature may call.
    case anyReducer
  }

  func run(_ model: inout ScanModel) {
    let constants = KeyPathConstants(model.summaries)
    // Finding the owner reads only the index and the feature keys: done for all files in
    // parallel, then attached in file order.
    let snapshot = model
    let protocols = Set(snapshot.reducerProtocols.keys)
    let owners = snapshot.map(snapshot.summaries) { summary in
      let module = summary.file.module
      let owner = { (scope: [String]) -> Owner? in
        Self.owner(of: scope, module: module, protocols: protocols, in: snapshot)
      }
      return (
        integrations: summary.integrations.map { integration -> Owner? in
          // `extension Reducer where State == Feature.State` integrates Feature's fields.
          if let domain = integration.domainOwner.flatMap(TypeRef.parse),
            let key = snapshot.feature(named: domain, scope: [], module: module)
          {
            return Owner.feature(snapshot.features[key]?.domainOwner ?? key)
          }
          return owner(integration.scope)
        },
        effects: summary.effects.map { owner($0.scope) },
        handlers: summary.dismissHandlers.map { owner($0.scope) }
      )
    }
    var conformers: [TypeKey: [TypeKey]] = [:]
    for key in model.sortedKeys {
      for conformed in model.features[key]?.protocols ?? [] {
        conformers[conformed, default: []].append(key)
      }
    }
    // Gathered per feature first, so each feature is written once (not once per record and
    // twice more to sort, for every feature, attached to or not).
    var integrations: [TypeKey: [Located<IntegrationRecord>]] = [:]
    var effects: [TypeKey: [Located<EffectRecord>]] = [:]
    var handlers: [TypeKey: [Located<DismissHandlerRecord>]] = [:]
    func keys(_ owner: Owner?, bodyOnly: Bool) -> [TypeKey] {
      switch owner {
      case .feature(let key)?: [key]
      case .conformers(let key)?:
        (conformers[key] ?? []).filter { !bodyOnly || model.features[$0]?.declaresBody == false }
      case .anyReducer?, nil: []
      }
    }
    for (summary, found) in zip(model.summaries, owners) {
      for (integration, owner) in zip(summary.integrations, found.integrations) {
        let resolved = constants.resolve(integration, module: summary.file.module)
        let site = SitePosition(file: summary.file.relativePath, position: integration.position)
        if case .anyReducer? = owner {
          model.helperIntegrations.append(Located(record: resolved, file: summary.file))
          model.attachedIntegrations.insert(site)
        }
        for key in keys(owner, bodyOnly: true) {
          integrations[key, default: []].append(Located(record: resolved, file: summary.file))
          model.attachedIntegrations.insert(site)
        }
      }
      for (effect, owner) in zip(summary.effects, found.effects) {
        for key in keys(owner, bodyOnly: true) {
          effects[key, default: []].append(Located(record: effect, file: summary.file))
        }
      }
      for (handler, owner) in zip(summary.dismissHandlers, found.handlers) {
        for key in keys(owner, bodyOnly: false) {
          handlers[key, default: []].append(Located(record: handler, file: summary.file))
        }
      }
    }
    // A chain `Reduce {}.ifLet(...).forEach(...)` is visited outermost call first: restore
    // source order.
    for (key, attached) in integrations {
      model.features[key]?.integrations = Self.sorted(attached)
    }
    for (key, attached) in effects {
      model.features[key]?.effects = Self.sorted(attached)
    }
    for (key, attached) in handlers {
      model.features[key]?.dismissHandlers = Self.sorted(attached)
    }
  }

  private static func owner(
    of scope: [String], module: String, protocols: Set<TypeKey>, in model: ScanModel
  ) -> Owner? {
    if let key = model.enclosingFeature(scope: scope, module: module) {
      // A side reducer's integrations run on its domain owner's state.
      return .feature(model.features[key]?.domainOwner ?? key)
    }
    // `extension Reducer` (TCA's protocol, which the scan only sees extended).
    if let first = scope.first, ReducerProtocols.library.contains(first),
      model.index.resolve([first], scope: [], module: module).map({ key in
        model.index.records(of: key).allSatisfy { $0.record.kind == .extension }
      }) ?? true
    {
      return .anyReducer
    }
    guard !protocols.isEmpty, !scope.isEmpty,
      let key = model.index.resolve([scope[0]], scope: [], module: module), protocols.contains(key)
    else { return nil }
    return .conformers(key)
  }

  private static func sorted<Record: Positioned>(_ records: [Located<Record>])
    -> [Located<Record>]
  {
    records.sorted { ($0.file, $0.record.position) < ($1.file, $1.record.position) }
  }
}

/// A record that says where in its file it was found.
protocol Positioned { var position: Position { get } }
extension IntegrationRecord: Positioned {}
extension EffectRecord: Positioned {}
extension DismissHandlerRecord: Positioned {}
