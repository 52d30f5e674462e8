extension FieldShape {
  /// The shape of `field` as `feature` declares it, seen through the typealiases the scanned
  /// sources declare: `var path: PathStack` with `typealias PathStack = StackState<Path.State>`
  /// is a stack, `var destination: DestinationState?` an optional destination. The child is
  /// named as the alias's own scope resolves it (qualified), since the passes resolve it from
  /// the field's scope, where a name the alias wrote may mean something else or nothing.
  init(field: FieldRecord, of feature: TypeKey, in model: ScanModel) {
    var type = field.typeText.flatMap(TypeRef.parse)
    var scope = field.declaringScope ?? feature.path + ["State"]
    var module = feature.module
    var expanded = false
    // Generic aliases (`Stack<Path.State>`) would need their parameters substituted; an alias
    // of an alias is followed a few levels, never around a cycle.
    for _ in 0..<4 {
      // `ItemForm.State?` already names its child, whatever `State` is an alias of (a feature
      // whose state is declared apart, `typealias State = ItemFormState`).
      if let written = type {
        let shape = FieldShape(type: written)
        if shape.child != nil || shape.container != nil || shape.leaf != nil { break }
      }
      guard let written = type, written.arguments.isEmpty,
        let alias = model.index.aliasRecord(
          named: written.components, scope: scope, module: module),
        var target = TypeRef.parse(alias.record.target)
      else { break }
      target.isOptional = target.isOptional || written.isOptional
      type = target
      (scope, module, expanded) = (alias.record.scope, alias.file.module, true)
    }
    self.init(type: type)
    guard expanded, let child,
      let key = model.feature(named: child, scope: scope, module: module)
    else { return }
    let qualifier = key.module == feature.module ? [] : [key.module]
    self.child = TypeRef(components: qualifier + key.path, arguments: [], isOptional: false)
  }
}
