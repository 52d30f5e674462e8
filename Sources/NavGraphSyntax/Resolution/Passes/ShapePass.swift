/// Resolves each feature's field and case shapes (`FeatureShapes`) once, for the passes that
/// read them.
///
/// A shape depends on which keys are features (`ScanModel.feature(named:)`) and on their
/// names. A feature added after a run changes an answer only if the index can return its key,
/// that is if it is also a declared type: then every shape is resolved again, so the result is
/// the one a pass resolving afresh would get.
struct ShapePass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    let missing = model.sortedKeys.filter { model.shapes.index(forKey: $0) == nil }
    guard !missing.isEmpty else { return }
    let keys =
      missing.contains { model.index.types[$0] != nil } ? model.sortedKeys : missing
    let resolved = Self.shapes(of: keys, in: model)
    model.shapes.reserveCapacity(model.shapes.count + keys.count)
    for (key, shapes) in zip(keys, resolved) { model.shapes[key] = shapes }
  }

  /// Resolved for each feature in parallel. A function of its own so that the copy of the
  /// model the workers read is gone before the shapes are written.
  private static func shapes(of keys: [TypeKey], in model: ScanModel) -> [FeatureShapes?] {
    let snapshot = model
    return snapshot.map(keys) { key in
      snapshot.features[key].map { FeatureShapes(of: $0, in: snapshot) }
    }
  }
}
