/// Enum reducers held as a case of another enum reducer: a group of screens inside a `Path`
/// (`case articles(Articles.Body = Articles.body)` with `@Reducer enum Articles { case
/// list(ArticleList); case article(Article) }`). The group's cases are the outer enum's
/// destinations, named by their case path (`articles.article`), as TCA's case key paths name
/// them (`\.articles.article`).
struct CaseGroups: Sendable {
  /// A case of an enum reducer that holds a group.
  struct Holder: Hashable, Sendable {
    var enumKey: TypeKey
    var caseName: String
  }

  /// Each group, with the cases that hold it, in key and case order.
  private(set) var holders: [TypeKey: [Holder]] = [:]
  /// The group each holding case holds.
  private var groupsByHolder: [Holder: TypeKey] = [:]
  /// Each group's cases, in source order.
  private var cases: [TypeKey: [String]] = [:]

  init() {}

  init(_ model: ScanModel) {
    for key in model.sortedKeys {
      guard let owner = model.features[key], owner.isEnumReducer else { continue }
      for (item, shape) in zip(owner.cases, model.shapes(of: owner).cases) {
        guard shape.kind == .feature, let group = shape.featureKey, group != key,
          model.features[group]?.isEnumReducer == true
        else { continue }
        let holder = Holder(enumKey: key, caseName: item.record.name)
        holders[group, default: []].append(holder)
        groupsByHolder[holder] = group
      }
    }
    for group in holders.keys {
      cases[group] = model.features[group]?.cases.map(\.record.name) ?? []
    }
  }

  /// The group `caseName` of `enumKey` holds, if it holds one.
  func group(heldBy enumKey: TypeKey, case caseName: String) -> TypeKey? {
    groupsByHolder[Holder(enumKey: enumKey, caseName: caseName)]
  }

  /// The case paths below `caseName` of `enumKey` down to the screens (`articles.list`,
  /// `articles.article`), or `[caseName]` when it holds no group: what a construction of
  /// the case builds when its payload says no more.
  func screenPaths(below caseName: String, of enumKey: TypeKey) -> [String] {
    var found: [String] = []
    var seen: Set<TypeKey> = [enumKey]
    func descend(_ key: TypeKey, _ name: String, _ path: String) {
      guard let group = group(heldBy: key, case: name), seen.insert(group).inserted else {
        found.append(path)
        return
      }
      for inner in cases[group] ?? [] { descend(group, inner, path + "." + inner) }
      seen.remove(group)
    }
    descend(enumKey, caseName, caseName)
    return found
  }

  func isGroup(_ key: TypeKey) -> Bool { holders.index(forKey: key) != nil }

  var isEmpty: Bool { holders.isEmpty }

  /// Every group.
  var keys: Dictionary<TypeKey, [Holder]>.Keys { holders.keys }

  /// The outer enums and case paths under which `caseName` of `group` is reached
  /// (`(Path, "articles.article")`), following groups of groups; empty when `group` is no
  /// group. A group that holds itself through others is followed once.
  func casePaths(of caseName: String, in group: TypeKey) -> [(enumKey: TypeKey, path: String)] {
    var found: [(TypeKey, String)] = []
    var seen: Set<TypeKey> = []
    func climb(_ key: TypeKey, _ path: String) {
      guard let outer = holders[key] else {
        found.append((key, path))
        return
      }
      guard seen.insert(key).inserted else { return }
      for holder in outer { climb(holder.enumKey, holder.caseName + "." + path) }
      seen.remove(key)
    }
    guard isGroup(group) else { return [] }
    climb(group, caseName)
    return found
  }
}
