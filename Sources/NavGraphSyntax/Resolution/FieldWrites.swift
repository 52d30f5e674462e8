import NavGraphCore

/// Which fields non-test code sets and clears (`FieldWriteRecord`), resolved once for the
/// facts: a write through the state in a feature's code is that feature's field; any other
/// write (a labelled argument of some state's initializer, `state.child.alert = ...`) names a
/// field of a feature the scan cannot pin, so it counts for every feature with a field of
/// that name.
struct FieldWrites: Sendable {
  private struct Field: Hashable {
    var owner: TypeKey
    var path: String
  }

  private var setFields: Set<Field> = []
  private var setNames: Set<String> = []
  private var cleared: [Field: SourceLocation] = [:]
  /// Fields set to nil through some other path (`state.child.alert = nil`), by last name.
  private var clearedNames: Set<String> = []

  init(_ model: ScanModel) {
    for summary in model.summaries where !summary.file.isTest && !summary.importsTestFramework {
      let module = summary.file.module
      // A function's writes follow one another with one scope: its owner is looked up once.
      var owners: (scope: [String], owner: TypeKey?)?
      for write in summary.fieldWrites where write.value != .parameter {
        var owner: TypeKey?
        if write.isOnState {
          if let owners, owners.scope == write.scope {
            owner = owners.owner
          } else {
            owner = Self.owner(of: write.scope, module: module, in: model)
            owners = (write.scope, owner)
          }
        }
        if let owner {
          let field = Field(owner: owner, path: write.path.joined(separator: "."))
          if write.value == .clear {
            let location = summary.file.location(write.position)
            if cleared[field].map({ location < $0 }) ?? true { cleared[field] = location }
          } else if !Self.isOwnActionsHandler(write.handlers, of: write.path) {
            setFields.insert(field)
          }
        }
        if write.value == .clear, owner == nil || write.path.count > 1, let last = write.path.last {
          clearedNames.insert(last)
        }
        // Through the state of a child (`state.child.alert = ...`), a labelled argument of
        // some state's initializer, or another value holding a built presentation.
        if write.value == .value, owner == nil || write.path.count > 1,
          write.isOnState || write.path.count == 1 || write.isBuiltValue,
          let last = write.path.last
        {
          setNames.insert(last)
        }
      }
    }
  }

  /// Written only where the field's own actions are handled (`case .alert: state.alert =
  /// ...`): they are sent only while it is shown, so this never shows it.
  private static func isOwnActionsHandler(_ handlers: [[String]]?, of path: [String]) -> Bool {
    guard let handlers, !handlers.isEmpty, let name = path.last else { return false }
    return handlers.allSatisfy { $0.first == name }
  }

  /// Whether non-test code sets `field` (a path below `owner`'s state) to a value.
  func isSet(_ field: String, of owner: TypeKey) -> Bool {
    if setFields.contains(Field(owner: owner, path: field)) { return true }
    let last = field.split(separator: ".").last.map(String.init) ?? field
    return setNames.contains(last)
  }

  /// Where `owner`'s code first sets `field` to `nil`.
  func clearing(of field: String, of owner: TypeKey) -> SourceLocation? {
    cleared[Field(owner: owner, path: field)]
  }

  /// Whether any non-test code sets a field named like `field`'s last name to nil through
  /// another path than `owner`'s state (a parent's `state.child.alert = nil`).
  func isClearedThroughPath(_ field: String) -> Bool {
    clearedNames.contains(field.split(separator: ".").last.map(String.init) ?? field)
  }

  /// The feature whose state code at `scope` writes: the enclosing feature, or the one whose
  /// domain a side reducer shares.
  private static func owner(of scope: [String], module: String, in model: ScanModel)
    -> TypeKey?
  {
    guard let key = model.enclosingFeature(scope: scope, module: module) else { return nil }
    return model.features[key]?.domainOwner ?? key
  }
}

extension FieldWriteRecord.Value: Equatable {}
