/// The binding-making methods of the app's views (`BindingHelperRecord`), found by the type
/// that declares them: a presentation handed `isDestinationPresented(.goals)` is read as one
/// handed the binding that method returns.
struct BindingHelpers {
  private var drivers: [Key: PresentationDriver] = [:]

  private struct Key: Hashable {
    var module: String
    var scope: [String]
    var name: String
  }

  init(_ model: ScanModel) {
    for summary in model.appSummaries {
      for helper in summary.bindingHelpers {
        let key = Key(module: summary.file.module, scope: helper.scope, name: helper.name)
        // A binding not read, or two methods of one name (overloads) that may read different
        // things: what drives a call of it is not known.
        let unknown = PresentationDriver.helper(helper.name)
        drivers[key] = drivers[key] == nil ? helper.driver ?? unknown : unknown
      }
    }
  }

  /// What the binding `name` makes reads, for a call at `scope`: the method of the innermost
  /// enclosing type that declares one.
  func driver(of name: String, scope: [String], module: String) -> PresentationDriver? {
    for length in stride(from: scope.count, through: 0, by: -1) {
      let key = Key(module: module, scope: Array(scope.prefix(length)), name: name)
      if let driver = drivers[key] {
        if case .helper = driver { return nil }
        return driver
      }
    }
    return nil
  }
}
