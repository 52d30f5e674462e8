import NavGraphCore

/// A state path a view of `owner` names below one of its fields (`\.editor.alert` in a
/// document's view): it may present the child's field, followed through the fields' children.
struct PathBelowField: Hashable, Sendable {
  var owner: String
  var path: [String]
}

extension ViewUses {
  /// The fields the paths named below other fields reach, each matched by the store's feature
  /// and the children of the fields it goes through (`\.editor.alert` names `Editor.alert` when
  /// `editor` holds an `Editor.State`; `\.destination?.alert` names a case of a Destination,
  /// no feature's field). A path whose fields or children are not known names a field by its
  /// last name, in every feature (`byName`).
  func fieldsNamedBelow(in facts: [String: FeatureFacts])
    -> (exact: Set<[String]>, byName: Set<String>)
  {
    var exact = Set<[String]>()
    var byName = Set<String>()
    for named in pathsBelowFields {
      var feature = facts[named.owner]
      var rest = named.path[...]
      while rest.count >= 2 {
        guard let field = feature?.field(named: rest[rest.startIndex]),
          let childName = field.child?.featureName, let child = facts[childName]
        else {
          byName.formUnion(rest.dropFirst())
          break
        }
        rest = rest.dropFirst()
        // A Destination's cases are no fields: what follows names a case.
        if child.kind == .enum { break }
        if child.field(named: rest[rest.startIndex]) != nil {
          exact.insert([childName, rest[rest.startIndex]])
        }
        feature = child
      }
    }
    return (exact, byName)
  }
}
