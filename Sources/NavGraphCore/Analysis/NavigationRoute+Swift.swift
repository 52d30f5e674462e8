extension NavigationRoute {
  /// The state that shows this route's destination, written as Swift: the start of a test
  /// (`TestStore(initialState: ...)`) or of a deep-link handler.
  ///
  ///     AppFeature.State(path: StackState([.detail(SyncUpDetail.State(destination: .edit(
  ///       SyncUpForm.State(...)))))]))
  ///
  /// Each step names only the field the route goes through; `...` stands where the graph
  /// cannot know the arguments (the destination's own state, a case's plain data, an alert's
  /// content), to be filled in by hand.
  package var swiftState: String { swiftState { _ in nil } }

  /// The same, with each feature's memberwise `State` initializer where `initializer` knows
  /// it: then every step also passes the parameters that have no default, as `name: ...`, in
  /// declaration order, and a destination whose initializer needs nothing is `State()`.
  package func swiftState(initializer: (String) -> StateInitializer?) -> String {
    var expression =
      endsAtFeature
      ? (initializer(target)?.call(target, field: nil, value: nil) ?? "\(target).State(...)")
      : (target.hasSuffix("State") ? "\(target)(...)" : "...")
    for edge in edges.reversed() {
      let value = Self.value(expression, through: edge)
      expression = Self.state(
        of: edge.from, holding: value, through: edge, initializer: initializer(edge.from))
    }
    return expression
  }

  /// A case path built around `child`: `.articles(.article(child))` for `articles.article`.
  private static func build(_ casePath: String, around child: String) -> String {
    casePath.split(separator: ".").reversed().reduce(child) { inner, name in
      ".\(name)(\(inner))"
    }
  }

  /// What goes into the owner's field for one step.
  private static func value(_ child: String, through edge: Edge) -> String {
    let element = edge.case.map { build($0, around: child) } ?? child
    switch edge.kind {
    case .stack: return "StackState([\(element)])"
    case .collection: return "[\(element)]"
    case .scope where edge.field == nil: return child
    default: return element
    }
  }

  /// The owner's state holding `value`: a memberwise initializer with the one field, or, for
  /// an enum reducer that scopes its own cases, the case itself.
  private static func state(
    of owner: String, holding value: String, through edge: Edge,
    initializer: StateInitializer?
  ) -> String {
    if let field = edge.field {
      return initializer?.call(owner, field: field, value: value)
        ?? "\(owner).State(\(field): \(value))"
    }
    if let name = edge.case { return "\(owner).State" + build(name, around: value) }
    return "\(owner).State(...)"
  }
}
