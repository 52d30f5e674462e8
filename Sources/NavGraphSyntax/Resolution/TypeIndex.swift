/// Every declared type of the scan by module and lexical path, with typealiases, and the
/// lexical-scope lookup that turns a name as written into one of them.
struct TypeIndex: Sendable {
  /// All records (declaration and extensions) of each type.
  private(set) var types: [TypeKey: [Located<TypeRecord>]] = [:]
  /// Modules declaring a given dotted path, sorted.
  private var modulesByPath: [String: [String]] = [:]
  private var aliases: [TypeKey: Located<TypealiasRecord>] = [:]
  /// Modules declaring a typealias at a given dotted path, sorted.
  private var aliasModulesByPath: [String: [String]] = [:]
  private(set) var modules: Set<String> = []
  /// Types declared more often than `declarationLimit`, with how often and where first.
  private(set) var redeclared: [TypeKey: (count: Int, first: Located<TypeRecord>)] = [:]
  /// The last dotted segment of every declared type's path (`State` for `Feature.State`) and
  /// of every typealias's: a name whose last segment is not among them resolves at no scope.
  /// Most names written in fields and cases (`String`, `Int`, library types) are such, and
  /// trying every enclosing scope for them was most of the lookups.
  private var typeNames: Set<String> = []
  private var aliasNames: Set<String> = []
  /// Every declared type's path and every typealias's, in any module: most paths a lookup
  /// tries (the name under each enclosing scope) are declared nowhere, and one set probe
  /// rules them out where `lookup` built a key, a dotted string and two dictionary probes.
  private var declaredPaths: Set<[String]> = []
  private var aliasedPaths: Set<[String]> = []
  /// Whether some declared name holds a dot (a raw identifier such as `` `A.B` ``): `lookup`
  /// matches paths by their dotted spelling, which the path sets do not see, so they are not
  /// consulted then.
  private var hasDottedNames = false

  /// How many declarations of one type are merged. Two or three are real code (the branches
  /// of an `#if`); more is a file repeated into itself, and merging thousands would make
  /// resolution quadratic in their fields and cases.
  static let declarationLimit = 8

  /// Extensions seen by `add`, joined to their declarations by `finish`.
  private var extensions: [Located<TypeRecord>] = []
  /// The paths a type is extended through a typealias by (`extension Profile.Screen` where
  /// `typealias Screen = ProfileScreen`): what such an extension declares (`typealias State`,
  /// a nested enum) is recorded under the written path and is the type's member all the same.
  private var writtenPaths: [TypeKey: [[String]]] = [:]

  init(summaries: [FileSummary]) {
    self.init()
    for summary in summaries { add(summary) }
    finish()
  }

  /// An index to fill with `add`, file by file in input order, then `finish` — so a scan on
  /// several threads can index each file as soon as it is summarised.
  init() {}

  mutating func add(_ summary: FileSummary) {
    modules.insert(summary.file.module)
    for record in summary.types {
      let located = Located(record: record, file: summary.file)
      if record.kind == .extension {
        extensions.append(located)
      } else {
        let key = TypeKey(module: summary.file.module, path: record.path)
        let declared = types[key]?.count ?? 0
        guard declared < Self.declarationLimit else {
          redeclared[key] = (
            (redeclared[key]?.count ?? declared) + 1, redeclared[key]?.first ?? types[key]![0])
          continue
        }
        if declared == 0 { noteType(key) }
        // Appended in place: `declared + [located]` copied every record of the type again.
        types[key, default: []].append(located)
      }
    }
    for alias in summary.typealiases {
      let key = TypeKey(module: summary.file.module, path: alias.scope + [alias.name])
      if aliases[key] == nil {
        aliases[key] = Located(record: alias, file: summary.file)
        aliasModulesByPath[key.dotted, default: []].append(key.module)
        aliasNames.insert(Self.lastSegment(of: key.path.last ?? ""))
        aliasedPaths.insert(key.path)
        if key.path.contains(where: Self.isDotted) { hasDottedNames = true }
      }
    }
  }

  /// Lists a type's path and name the first time the type is seen — in `add`, so a scan on
  /// several threads does it while files are still being parsed rather than in `finish`.
  private mutating func noteType(_ key: TypeKey) {
    modulesByPath[key.dotted, default: []].append(key.module)
    typeNames.insert(Self.lastSegment(of: key.path.last ?? ""))
    declaredPaths.insert(key.path)
    if key.path.contains(where: Self.isDotted) { hasDottedNames = true }
  }

  private static func isDotted(_ name: String) -> Bool {
    name.utf8.contains(UInt8(ascii: "."))
  }

  /// Sorts each path's module list in place (most paths have one module).
  private static func sortModules(_ byPath: inout [String: [String]]) {
    for index in byPath.values.indices where byPath.values[index].count > 1 {
      byPath.values[index].sort()
    }
  }

  /// Settles what needs every file: module lists, extensions.
  mutating func finish() {
    Self.sortModules(&modulesByPath)
    Self.sortModules(&aliasModulesByPath)
    // An extension joins the declaration it extends: in its own module when declared there,
    // else in the one module that declares it, else the type a typealias of that name stands
    // for (`extension Feature.State` with `typealias State = FeatureState`); an extension of
    // a type the scan never saw (`extension Reducer`, a library type) stands alone.
    for located in extensions {
      let module = located.file.module
      var key = TypeKey(module: module, path: located.record.path)
      if types[key] == nil, let other = modulesByPath[key.dotted]?.first {
        key.module = other
      }
      if types[key] == nil, let aliased = aliasedType(at: located.record.path, module: module) {
        key = aliased
        if !writtenPaths[key, default: []].contains(located.record.path) {
          writtenPaths[key, default: []].append(located.record.path)
        }
      }
      if types[key] == nil { noteType(key) }
      types[key, default: []].append(located)
    }
    extensions = []
    Self.sortModules(&modulesByPath)
  }

  /// The declared type the typealias at `path` stands for, followed through other aliases.
  private func aliasedType(at path: [String], module: String) -> TypeKey? {
    guard aliasedPaths.contains(path) || hasDottedNames, let alias = alias(path, module: module),
      let target = TypeRef.parse(alias.record.target),
      let key = resolve(target.components, scope: alias.record.scope, module: alias.file.module),
      types[key] != nil
    else { return nil }
    return key
  }

  /// `State` for `State`, `B` for a raw identifier spelled `A.B`: what a dotted path ends in.
  private static func lastSegment(of name: String) -> String {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }

  /// A type declared (or aliased) directly inside `key`: `member("State", of: Feature)`.
  func member(_ name: String, of key: TypeKey) -> TypeKey? {
    if let found = member(name, under: key.path, module: key.module) { return found }
    // Asked tens of thousands of times: the written paths only for the few types that have
    // them.
    guard let written = writtenPaths[key] else { return nil }
    for path in written {
      if let found = member(name, under: path, module: key.module) { return found }
    }
    return nil
  }

  private func member(_ name: String, under path: [String], module: String) -> TypeKey? {
    let direct = TypeKey(module: module, path: path + [name])
    if types[direct] != nil { return direct }
    guard let alias = aliases[direct], let target = TypeRef.parse(alias.record.target) else {
      return nil
    }
    return resolve(target.components, scope: path, module: module)
  }

  /// The type a path written from the top level names when every component of it is found
  /// (through typealiases, and members declared in extensions written through them); `nil`
  /// when one is not: `Feature.Helper` is no type because `Feature` is.
  func resolveWhole(_ path: [String], module: String) -> TypeKey? {
    guard let first = path.first else { return nil }
    // `extension OtherModule.Feature`: a module name that is not also a type.
    if path.count > 1, modules.contains(first), modulesByPath[first] == nil {
      return resolveWhole(Array(path.dropFirst()), module: first)
    }
    guard var current = resolve([first], scope: [], module: module) else { return nil }
    for component in path.dropFirst() {
      guard let next = member(component, of: current) else { return nil }
      current = next
    }
    return current
  }

  func records(of key: TypeKey) -> [Located<TypeRecord>] { types[key] ?? [] }

  /// Every typealias of the scan with its key, in key order.
  var typealiases: [(key: TypeKey, alias: Located<TypealiasRecord>)] {
    aliases.sorted { $0.key < $1.key }.map { (key: $0.key, alias: $0.value) }
  }

  /// The typealias a name as written at `scope` is, innermost enclosing scope first — for
  /// what an alias *spells* (`typealias PathStack = StackState<Path.State>`), which `resolve`
  /// looks through to the declared type it reaches.
  func aliasRecord(named components: [String], scope: [String], module: String)
    -> Located<TypealiasRecord>?
  {
    guard let last = components.last, aliasNames.contains(Self.lastSegment(of: last)) else {
      return nil
    }
    for length in stride(from: scope.count, through: 0, by: -1) {
      if let found = alias(Array(scope.prefix(length)) + components, module: module) {
        return found
      }
    }
    return nil
  }

  /// Resolves a name as written at `scope` in `module`: innermost enclosing type first, then
  /// outwards; the same module before others; typealiases followed. Returns the deepest
  /// declared type the name reaches (`Destination.State` on an enum reducer, whose `State`
  /// the macro writes, gives the `Destination`).
  func resolve(_ components: [String], scope: [String], module: String) -> TypeKey? {
    resolve(components, scope: scope, module: module, depth: 0)
  }

  private func resolve(
    _ components: [String], scope: [String], module: String, depth: Int
  ) -> TypeKey? {
    guard let first = components.first, depth < 8 else { return nil }
    // `OtherModule.Feature`: a module name that is not also a type.
    if components.count > 1, modules.contains(first), modulesByPath[first] == nil {
      return resolve(Array(components.dropFirst()), scope: [], module: first, depth: depth + 1)
    }
    // A dotted path ends in the last segment of `first` whatever scope precedes it.
    let name = Self.lastSegment(of: first)
    let mayBeType = typeNames.contains(name)
    let mayBeAlias = aliasNames.contains(name)
    guard mayBeType || mayBeAlias else { return nil }
    // `first` under each enclosing scope, innermost first: one array, shortened in place.
    var head = scope
    head.append(first)
    for length in stride(from: scope.count, through: 0, by: -1) {
      if length < scope.count { head.remove(at: length) }
      if mayBeType, hasDottedNames || declaredPaths.contains(head),
        let key = lookup(head, module: module)
      {
        return descend(from: key, through: components.dropFirst(), depth: depth)
      }
      if mayBeAlias, hasDottedNames || aliasedPaths.contains(head),
        let alias = alias(head, module: module),
        let target = TypeRef.parse(alias.record.target),
        let key = resolve(
          target.components, scope: alias.record.scope, module: alias.file.module,
          depth: depth + 1)
      {
        return descend(from: key, through: components.dropFirst(), depth: depth)
      }
    }
    return nil
  }

  private func descend(from key: TypeKey, through rest: ArraySlice<String>, depth: Int)
    -> TypeKey
  {
    var current = key
    for component in rest {
      let next = TypeKey(module: current.module, path: current.path + [component])
      if types[next] != nil {
        current = next
      } else if let alias = aliases[next], let target = TypeRef.parse(alias.record.target),
        let resolved = resolve(
          target.components, scope: alias.record.scope, module: alias.file.module,
          depth: depth + 1)
      {
        current = resolved
      } else if writtenPaths[current] != nil, let member = member(component, of: current) {
        current = member
      } else {
        break
      }
    }
    return current
  }

  private func lookup(_ path: [String], module: String) -> TypeKey? {
    let key = TypeKey(module: module, path: path)
    if types[key] != nil { return key }
    guard let other = modulesByPath[key.dotted]?.first else { return nil }
    return TypeKey(module: other, path: path)
  }

  private func alias(_ path: [String], module: String) -> Located<TypealiasRecord>? {
    if let found = aliases[TypeKey(module: module, path: path)] { return found }
    guard let other = aliasModulesByPath[path.joined(separator: ".")]?.first else { return nil }
    return aliases[TypeKey(module: other, path: path)]
  }
}
