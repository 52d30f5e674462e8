extension ScanFacts {
  /// Where `parent` holds `child`'s state in a field it integrates (`ifLet`, `forEach`, ...):
  /// the child's own state (`enumCase` nil), or an enum reducer's state with a case that runs
  /// `child` (`enumCase` names the case).
  package func integratedHolders(of child: String, in parent: FeatureFacts)
    -> [(field: StateField, enumCase: String?)]
  {
    parent.fields.flatMap { field -> [(field: StateField, enumCase: String?)] in
      guard let held = field.child?.featureName,
        !parent.integrations(onField: field.name).isEmpty
      else { return [] }
      if held == child { return [(field, nil)] }
      let cases = feature(named: held)?.reducerCases.filter { $0.target == child } ?? []
      return cases.map { (field, $0.name) }
    }
  }
}
