import NavGraphCore

extension PromptBuildRecord {
  /// What the build is, in `feature`: its own kind, or for one whose type is implied
  /// (`state.alert = .init(title: ...)`) the prompt the assigned field holds; `nil` when that
  /// field holds none (an `.init(title:)` of some other type).
  func resolved(in feature: FeatureModel?) -> PromptBuildRecord? {
    guard let impliedField else { return self }
    guard let feature,
      let field = feature.fields.first(where: { $0.record.name == impliedField }),
      let kind = FieldShape(type: field.record.typeText.flatMap(TypeRef.parse)).leaf
    else { return nil }
    var resolved = self
    resolved.kind = kind
    // A dialog always has the system's Cancel, which closes it without an action.
    if kind == .dialog { resolved.closesWithoutAction = true }
    return resolved
  }
}
