/// The features each state type is the state of, for a view whose store is typed by the state
/// rather than by the feature: before nested `State`s a feature is a reducer value over types
/// of the app's own (`let profileReducer = Reducer<ProfileState, ProfileAction, Environment>`)
/// and its view holds `Store<ProfileState, ProfileAction>`; a reducer type may alias its
/// `State` to such a type (`typealias State = ProfileState`). A state type is matched by the
/// declaration it resolves to, never by its name, so two features whose states are named alike
/// stay apart, and a state no feature runs on ties the view to none.
///
/// Reducer values often share one state: a core value and the value combining it with its
/// children's pullbacks. They are one feature in two pieces, so a view of that state shows the
/// fields of each; where one name is needed (the view's feature, the owner of its edges), the
/// piece an edge reaches or leaves stands for them (the combined value, which a parent pulls
/// back or which pulls back its children), else the first in key order, and only that one is
/// the screen: the core, which nothing holds, is not a screen nobody shows.
struct FeaturesByState: Sendable {
  /// Names of the features running on each state type, in key order.
  private var byState: [TypeKey: [String]] = [:]
  /// The feature standing for each feature that shares its state with others.
  private var representatives: [String: String] = [:]
  /// The features sharing a state, by the one standing for them.
  private(set) var groups: [String: [String]] = [:]

  init(_ model: ScanModel) {
    for key in model.sortedKeys {
      guard let feature = model.features[key], !feature.isEnumLike, feature.domainOwner == nil,
        let state = feature.valueState ?? model.member("State", of: feature)
      else { continue }
      byState[state, default: []].append(feature.name)
    }
    guard byState.values.contains(where: { $0.count > 1 }) else { return }
    let linked = Set(model.edges.flatMap { [$0.from, $0.to] })
    for (state, names) in byState where names.count > 1 {
      let standing = names.first(where: linked.contains) ?? names[0]
      byState[state] = [standing] + names.filter { $0 != standing }
      groups[standing] = byState[state]
      for name in names where name != standing { representatives[name] = standing }
    }
  }

  /// The feature whose state `ref`, written at `scope`, names; `nil` when it is no feature's
  /// state.
  func feature(ofState ref: TypeRef, scope: [String], module: String, in model: ScanModel)
    -> String?
  {
    guard let state = model.index.resolve(ref.components, scope: scope, module: module) else {
      return nil
    }
    return byState[state]?.first
  }

  /// The feature that stands for `name` and those sharing its state.
  func representative(of name: String) -> String {
    representatives[name] ?? name
  }
}
