extension Located where Record == FieldRecord {
  /// The field as `state` declares it, so that its type is read where it is written: a
  /// `State` declared at the top level and aliased (`typealias State = FeatureState`) sees
  /// its own nested types, not the feature's.
  func declared(in state: TypeKey) -> Self {
    var copy = self
    if copy.record.declaringScope == nil { copy.record.declaringScope = state.path }
    return copy
  }
}
