/// Finds the enum reducers held as a case of another (`CaseGroups`): edges go through such a
/// group to the screens in it. A group that no field holds is structure of the enums holding
/// it, not a feature: it is marked structural.
struct CaseGroupPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    let groups = CaseGroups(model)
    model.caseGroups = groups
    guard !groups.isEmpty else { return }
    var heldByFields = Set<TypeKey>()
    for key in model.sortedKeys {
      guard let feature = model.features[key] else { continue }
      for field in model.shapes(of: feature).fields {
        if let child = field.childKey, groups.isGroup(child) { heldByFields.insert(child) }
      }
    }
    for group in groups.keys where !heldByFields.contains(group) {
      model.structural.insert(group)
    }
  }
}
