/// The binding-making methods and computed properties of the app's types
/// (`BindingHelperRecord`), found by the type that declares them: a presentation handed
/// `isDestinationPresented(.goals)` or `routing.deleteConfirmation` is read as one handed the
/// binding that method or property returns.
struct BindingHelpers {
  private var drivers: [Key: PresentationDriver] = [:]
  /// The declarations of each name, by module: a helper called on a value of another type
  /// (`routing.deleteConfirmation`) is found by its name when one type alone declares it.
  private var declarations: [NameKey: [Key]] = [:]

  private struct Key: Hashable {
    var module: String
    var scope: [String]
    var name: String
  }

  private struct NameKey: Hashable {
    var module: String
    var name: String
  }

  /// What a helper's binding reads, and the type that declares it, whose store it reads.
  struct Made {
    var driver: PresentationDriver
    var scope: [String]
  }

  init(_ model: ScanModel) {
    for summary in model.appSummaries {
      for helper in summary.bindingHelpers {
        let key = Key(module: summary.file.module, scope: helper.scope, name: helper.name)
        // A binding not read, or two methods of one name (overloads) that may read different
        // things: what drives a call of it is not known.
        let unknown = PresentationDriver.helper(helper.name)
        if drivers[key] == nil {
          declarations[NameKey(module: key.module, name: key.name), default: []].append(key)
        }
        drivers[key] = drivers[key] == nil ? helper.driver ?? unknown : unknown
      }
    }
  }

  /// What the binding `name` makes reads, for a call at `scope`: the helper of the innermost
  /// enclosing type that declares one, else the one helper of that name in the module.
  func made(by name: String, scope: [String], module: String) -> Made? {
    for length in stride(from: scope.count, through: 0, by: -1) {
      let key = Key(module: module, scope: Array(scope.prefix(length)), name: name)
      if let driver = drivers[key] { return known(driver, key) }
    }
    guard let keys = declarations[NameKey(module: module, name: name)], keys.count == 1 else {
      return nil
    }
    return drivers[keys[0]].flatMap { known($0, keys[0]) }
  }

  private func known(_ driver: PresentationDriver, _ key: Key) -> Made? {
    if case .helper = driver { return nil }
    return Made(driver: driver, scope: key.scope)
  }
}
