/// The protocols of the scanned sources that refine `Reducer` (or `ReducerProtocol`), directly
/// or through one another — `protocol FeatureReducer: Reducer`, `protocol Screen:
/// FeatureReducer`, `protocol P where Self: Reducer` — resolved by name the way the compiler
/// would, across files and modules: a type conforming to one of them is a reducer.
struct ReducerProtocols: Sendable {
  /// TCA's own protocols, which the scan never declares: 1.x's, and 2.0's `FeatureProtocol`.
  static let library: Set<String> = ["Reducer", "ReducerProtocol", "FeatureProtocol"]
  /// TCA 2.0's protocol for what a prompt (an alert or dialog) is: a feature conforming to it
  /// is shown as an alert or dialog, not as a screen.
  static let prompt = "Prompt"

  /// Each reducer protocol with the reducer protocols it refines, in declaration order.
  private(set) var refined: [TypeKey: [TypeKey]] = [:]
  /// Those that refine TCA 2.0's `FeatureProtocol`, directly or through another.
  private(set) var tca2: Set<TypeKey> = []
  /// Typealiases standing for one of TCA's protocols (`typealias FeatureReducer = Reducer`),
  /// with the protocol's name. Aliases of the app's own reducer protocols need no entry:
  /// resolution looks through them to the protocol.
  private var libraryAliases: [TypeKey: String] = [:]
  /// Every reducer protocol of the scanned sources.
  var keys: Dictionary<TypeKey, [TypeKey]>.Keys { refined.keys }

  /// The last name of every reducer protocol, TCA's included: a type none of whose inherited
  /// names ends in one of these conforms to none, which rules out most types before any name
  /// is resolved.
  private(set) var names: Set<String> = library

  init(index: TypeIndex) {
    var protocols: [(key: TypeKey, records: [Located<TypeRecord>])] = []
    for (key, records) in index.types where records.contains(where: { $0.record.kind == .protocol })
    {
      protocols.append((key, records))
    }
    protocols.sort { $0.key < $1.key }
    let aliases = index.typealiases
    for (key, alias) in aliases {
      guard let library = Self.libraryProtocol(aliasedBy: alias, in: index) else { continue }
      libraryAliases[key] = library
      names.insert(key.path.last ?? "")
    }
    var aliasesOfReducerProtocols: Set<TypeKey> = []
    // Refinement is settled to a fixed point: a protocol may refine one declared later, or
    // an alias of one.
    var changed = true
    while changed {
      changed = false
      for (key, alias) in aliases
      where libraryAliases[key] == nil && !aliasesOfReducerProtocols.contains(key) {
        guard let target = TypeRef.parse(alias.record.target),
          let resolved = index.resolve(
            target.components, scope: alias.record.scope, module: alias.file.module),
          refined[resolved] != nil
        else { continue }
        aliasesOfReducerProtocols.insert(key)
        names.insert(key.path.last ?? "")
        changed = true
      }
      for (key, records) in protocols where refined[key] == nil {
        guard let (parents, isTCA2) = reducerParents(of: records, in: index) else { continue }
        refined[key] = parents
        if isTCA2 || parents.contains(where: tca2.contains) { tca2.insert(key) }
        names.insert(key.path.last ?? "")
        changed = true
      }
    }
  }

  /// Whether a type with `records` conforms to a reducer protocol by declaration or by
  /// extension (a protocol itself is not a reducer).
  func conforms(_ records: [Located<TypeRecord>], in index: TypeIndex) -> Bool {
    records.contains { $0.record.kind != .protocol && $0.record.conformsToReducer }
      || !protocols(of: records, in: index).isEmpty
      || records.contains {
        $0.record.kind != .protocol && !libraryProtocols(of: $0, in: index).isEmpty
      }
  }

  /// TCA's protocols a declaration inherits through the app's typealiases of them.
  private func libraryProtocols(of located: Located<TypeRecord>, in index: TypeIndex)
    -> [String]
  {
    guard !libraryAliases.isEmpty, located.record.mayInherit(anyOf: names) else { return [] }
    return located.record.inheritedNames.compactMap { name in
      guard names.contains(name.last ?? ""),
        index.resolve(name, scope: located.record.path, module: located.file.module) == nil,
        let alias = index.aliasRecord(
          named: name, scope: located.record.path, module: located.file.module)
      else { return nil }
      let key = TypeKey(module: alias.file.module, path: alias.record.scope + [alias.record.name])
      return libraryAliases[key]
    }
  }

  /// The TCA protocol an alias stands for (`= Reducer`, `= ComposableArchitecture.Reducer`),
  /// when no type of the app's takes that name where the alias is written.
  private static func libraryProtocol(
    aliasedBy alias: Located<TypealiasRecord>, in index: TypeIndex
  ) -> String? {
    guard let target = TypeRef.parse(alias.record.target), target.arguments.isEmpty,
      !target.isOptional
    else { return nil }
    var components = target.components
    if components.count == 2, components[0] == "ComposableArchitecture" {
      components.removeFirst()
    }
    guard components.count == 1, library.contains(components[0]),
      index.resolve(components, scope: alias.record.scope, module: alias.file.module) == nil
    else { return nil }
    return components[0]
  }

  /// The reducer protocols a type with `records` conforms to, those they refine after them,
  /// each once: where its members and body are looked for when it declares none itself.
  func protocols(of records: [Located<TypeRecord>], in index: TypeIndex) -> [TypeKey] {
    var found: [TypeKey] = []
    for located in records where located.record.kind != .protocol {
      guard located.record.mayInherit(anyOf: names) else { continue }
      for name in located.record.inheritedNames where names.contains(name.last ?? "") {
        guard let key = resolve(name, from: located, in: index), refined[key] != nil else {
          continue
        }
        if !found.contains(key) { found.append(key) }
      }
    }
    var next = 0
    while next < found.count {
      for parent in refined[found[next]] ?? [] where !found.contains(parent) {
        found.append(parent)
      }
      next += 1
    }
    return found
  }

  /// The reducer protocols (or TCA's) a protocol refines, and whether it refines 2.0's
  /// `FeatureProtocol` itself; `nil` when it refines none yet.
  private func reducerParents(of records: [Located<TypeRecord>], in index: TypeIndex)
    -> ([TypeKey], isTCA2: Bool)?
  {
    var parents: [TypeKey] = []
    var refinesReducer = false
    var isTCA2 = false
    for located in records {
      for name in located.record.inheritedNames where names.contains(name.last ?? "") {
        if let key = resolve(name, from: located, in: index), key.path != located.record.path {
          if refined[key] != nil {
            refinesReducer = true
            if !parents.contains(key) { parents.append(key) }
          }
        } else if name.count == 1, Self.library.contains(name[0]) {
          refinesReducer = true
          if name[0] == "FeatureProtocol" { isTCA2 = true }
        }
      }
      for library in libraryProtocols(of: located, in: index) {
        refinesReducer = true
        if library == "FeatureProtocol" { isTCA2 = true }
      }
    }
    return refinesReducer ? (parents, isTCA2) : nil
  }

  /// Whether a type whose records are `records` is written against TCA 2.0: `@Feature`,
  /// `FeatureProtocol`, or a protocol of the app's that refines it.
  func isTCA2(_ records: [Located<TypeRecord>], protocols: [TypeKey], in index: TypeIndex)
    -> Bool
  {
    records.contains { $0.record.isTCA2 } || protocols.contains(where: tca2.contains)
      || records.contains { libraryProtocols(of: $0, in: index).contains("FeatureProtocol") }
  }

  /// Whether a type is a TCA 2.0 prompt (`@Feature struct Alert: Prompt`): shown as an alert
  /// or a dialog rather than as a screen of its own.
  static func isPrompt(_ records: [Located<TypeRecord>]) -> Bool {
    records.contains { located in
      located.record.mayInherit(anyOf: [prompt])
        && located.record.inheritedNames.contains { $0.last == prompt }
    }
  }

  /// A name a declaration inherits, resolved from inside the declaration.
  private func resolve(_ name: [String], from located: Located<TypeRecord>, in index: TypeIndex)
    -> TypeKey?
  {
    guard let key = index.resolve(name, scope: located.record.path, module: located.file.module),
      index.records(of: key).contains(where: { $0.record.kind == .protocol })
    else { return nil }
    return key
  }
}

extension ReducerProtocols {
  /// Before `FeaturePass` has looked: TCA's protocols only.
  static let none = ReducerProtocols()

  private init() {}
}
