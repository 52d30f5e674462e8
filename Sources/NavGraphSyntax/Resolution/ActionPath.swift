import NavGraphCore

/// Follows an action key path (`\.child.path`, `\.destination`) through a feature's `Action`
/// and the enums its cases hold, to the payload of the case it ends at — also when `Action` is
/// a generic wrapper the feature fills in (`typealias Action = FeatureAction<Self>`, whose
/// `child(Payload.ChildAction)` is the feature's own `ChildAction`).
struct ActionPath {
  let model: ScanModel
  /// The feature's `Action`, found once for all its integrations.
  private let start: Context?

  init(model: ScanModel, feature: FeatureModel) {
    self.model = model
    self.start = Self.context(of: feature, in: model)
  }

  /// The payload type written on the last case, its generic parameters filled in; `nil` when
  /// some step cannot be followed in the scanned sources.
  func payload(of path: [String]) -> String? {
    guard !path.isEmpty, var context = start else { return nil }
    for (index, name) in path.enumerated() {
      guard
        let item = model.index.records(of: context.enumKey).lazy.compactMap({
          $0.record.cases.first { $0.name == name }
        }).first,
        let written = item.payloads.first
      else { return nil }
      let payload = context.substituted(written)
      if index == path.count - 1 { return payload }
      guard let next = next(after: payload, in: context) else { return nil }
      context = next
    }
    return nil
  }

  /// An action enum with what its generic parameters stand for, and where names in its case
  /// payloads resolve.
  private struct Context {
    var enumKey: TypeKey
    var module: String
    /// Generic parameter name to the type it stands for (`Payload` to `Settings`).
    var arguments: [String: String]

    /// `Payload.ChildAction` with `Payload` filled in: `Settings.ChildAction`; also inside
    /// generic arguments (`PresentationAction<Settings.DestinationAction>`).
    func substituted(_ text: String) -> String {
      guard !arguments.isEmpty else { return text }
      var result = ""
      var name = ""
      var previous: Character = " "
      func flush() {
        // A member name (`X.Payload`) is not the parameter.
        result += previous == "." ? name : arguments[name] ?? name
        name = ""
      }
      for character in text {
        if character.mayStandInIdentifier {
          if name.isEmpty { previous = result.last ?? " " }
          name.append(character)
        } else {
          if !name.isEmpty { flush() }
          result.append(character)
        }
      }
      if !name.isEmpty { flush() }
      return result
    }
  }

  /// The `Action` enum of a feature, with its wrapper's generic parameters bound.
  private static func context(of feature: FeatureModel, in model: ScanModel) -> Context? {
    guard let enumKey = model.member("Action", of: feature) else { return nil }
    var arguments: [String: String] = [:]
    let parameters = model.index.records(of: enumKey).flatMap(\.record.genericParameters)
    if !parameters.isEmpty {
      let scopes = [feature.key.path] + feature.protocols.map(\.path)
      let alias = scopes.lazy.compactMap { scope -> TypeRef? in
        guard
          let record = model.index.aliasRecord(
            named: ["Action"], scope: scope, module: feature.key.module),
          record.record.scope == scope
        else { return nil }
        return TypeRef.parse(record.record.target)
      }.first
      for (parameter, argument) in zip(parameters, alias?.arguments ?? []) {
        arguments[parameter] = argument.dotted == "Self" ? feature.key.dotted : argument.dotted
      }
    }
    return Context(enumKey: enumKey, module: feature.key.module, arguments: arguments)
  }

  /// The enum a case payload holds: a feature's `Action` (`Child.Action`), or an enum declared
  /// in the scanned sources (`Settings.ChildAction`).
  private func next(after payload: String, in context: Context) -> Context? {
    guard let type = TypeRef.parse(payload) else { return nil }
    let scope = context.enumKey.path
    if type.last == "Action",
      let key = model.feature(named: type, scope: scope, module: context.module),
      let child = model.features[key]
    {
      return Self.context(of: child, in: model)
    }
    guard let key = model.index.resolve(type.components, scope: scope, module: context.module),
      model.index.records(of: key).contains(where: { $0.record.kind == .enum })
    else { return nil }
    return Context(enumKey: key, module: key.module, arguments: [:])
  }
}
