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
    // Edges by field, and by field and owner: a large app has thousands of edges and of view
    // modifiers, most of them on a field called `destination`. Scanning every edge of that
    // field for every modifier made this pass quadratic.
    var edgesByField: [String: [Int]] = [:]
    var edgesByOwnedField: [OwnedField: [Int]] = [:]
    for (index, edge) in model.edges.enumerated() where edge.kind.isNavigation {
      guard let field = edge.field else { continue }
      edgesByField[field, default: []].append(index)
      edgesByOwnedField[OwnedField(owner: edge.from, field: field), default: []].append(index)
    }
    for summary in model.summaries {
      let module = summary.file.module
      for record in summary.viewStyles {
        guard let style = PresentationStyle(rawValue: record.style),
          let field = record.state.first
        else { continue }
        let owner = owner(of: record.scope, module: module, bindings: bindings, model: model)
        let caseName = record.state.count > 1 ? record.state[1] : nil
        let candidates = owner.map { edgesByOwnedField[OwnedField(owner: $0, field: field)] }
          ?? edgesByField[field]
        let matches = (candidates ?? []).filter { index in
          (caseName == nil || model.edges[index].case == caseName)
            && (style == .navigationStack) == (model.edges[index].kind == .stack)
        }
        guard let first = matches.first,
          matches.allSatisfy({ model.edges[$0].from == model.edges[first].from })
        else { continue }
        for index in matches where model.edges[index].style == nil {
          model.edges[index].style = style
        }
      }
    }
  }

  private struct OwnedField: Hashable {
    var owner: String
    var field: String
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
