/// The key paths the scanned sources store in constants and properties, by where they are
/// declared: `.ifLet(destinationPath, action: \.destination)` reads the one its scope sees.
struct KeyPathConstants {
  private var paths: [TypeKey: PathRef] = [:]

  init(_ summaries: [FileSummary]) {
    for summary in summaries {
      for constant in summary.keyPathConstants {
        let key = TypeKey(module: summary.file.module, path: constant.scope + [constant.name])
        if paths[key] == nil { paths[key] = constant.path }
      }
    }
  }

  /// `integration` with the key paths it names filled in, where a constant of that name is
  /// declared in its scope or an enclosing one (the names are kept, so a reader can tell).
  func resolve(_ integration: IntegrationRecord, module: String) -> IntegrationRecord {
    guard !paths.isEmpty, integration.stateName != nil || integration.actionName != nil else {
      return integration
    }
    var resolved = integration
    if let name = integration.stateName {
      resolved.state = lookup(name, scope: integration.scope, module: module)
    }
    if let name = integration.actionName {
      resolved.action = lookup(name, scope: integration.scope, module: module)
    }
    return resolved
  }

  private func lookup(_ name: String, scope: [String], module: String) -> PathRef? {
    for length in stride(from: scope.count, through: 0, by: -1) {
      if let path = paths[TypeKey(module: module, path: Array(scope.prefix(length)) + [name])] {
        return path
      }
    }
    return nil
  }
}
