import NavGraph

/// Records how view code shows each destination (`.sheet`, `.navigationDestination`,
/// `NavigationStack(path:)`, ...) on the edge its scoped store names. After edges exist;
/// before roots, which do not care. The owner is the feature of the view's `store`; a view
/// whose store type is unknown styles an edge only when the field and case name one owner.
struct StylePass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var bindings: [TypeKey: String] = [:]
    for summary in model.summaries {
      for binding in summary.storeBindings {
        let key = TypeKey(module: summary.file.module, path: binding.scope)
        if bindings[key] == nil { bindings[key] = binding.feature }
      }
    }
    // Edges by field: a large app has thousands of edges and of view modifiers.
    var edgesByField: [String: [Int]] = [:]
    for (index, edge) in model.edges.enumerated() where edge.kind.isNavigation {
      if let field = edge.field { edgesByField[field, default: []].append(index) }
    }
    for summary in model.summaries {
      let module = summary.file.module
      for record in summary.viewStyles {
        guard let style = PresentationStyle(rawValue: record.style),
          let field = record.state.first
        else { continue }
        let owner = owner(of: record.scope, module: module, bindings: bindings, model: model)
        let caseName = record.state.count > 1 ? record.state[1] : nil
        let matches = (edgesByField[field] ?? []).filter { index in
          let edge = model.edges[index]
          guard caseName == nil || edge.case == caseName,
            (style == .navigationStack) == (edge.kind == .stack),
            owner == nil || edge.from == owner
          else { return false }
          return true
        }
        guard Set(matches.map { model.edges[$0].from }).count == 1 else { continue }
        for index in matches where model.edges[index].style == nil {
          model.edges[index].style = style
        }
      }
    }
  }

  /// The feature of the nearest enclosing type that declares a `store`.
  private func owner(
    of scope: [String], module: String, bindings: [TypeKey: String], model: ScanModel
  ) -> String? {
    for length in stride(from: scope.count, through: 1, by: -1) {
      let path = Array(scope.prefix(length))
      guard let text = bindings[TypeKey(module: module, path: path)],
        let ref = TypeRef.parse(text)
      else { continue }
      return model.feature(named: ref, scope: path, module: module).flatMap {
        model.features[$0]?.name
      }
    }
    return nil
  }
}
