/// A declared type: its module and lexical path.
struct TypeKey: Hashable, Sendable, Comparable {
  var module: String { didSet { hashCode = Self.hashCode(module, path) } }
  var path: [String] { didSet { hashCode = Self.hashCode(module, path) } }
  /// Module and path hashed once, when the key is made: the passes look the same keys up in
  /// several dictionaries, many times each, and hashing the strings again for every probe
  /// would be a large part of resolution.
  private var hashCode: Int

  init(module: String, path: [String]) {
    self.module = module
    self.path = path
    hashCode = Self.hashCode(module, path)
  }

  private static func hashCode(_ module: String, _ path: [String]) -> Int {
    var hasher = Hasher()
    hasher.combine(module)
    hasher.combine(path)
    return hasher.finalize()
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

  /// Keys with different hash codes differ; most probes that miss stop there.
  static func == (lhs: TypeKey, rhs: TypeKey) -> Bool {
    lhs.hashCode == rhs.hashCode && lhs.path == rhs.path && lhs.module == rhs.module
  }

  var dotted: String { path.joined(separator: ".") }

  /// Orders by dotted path, then module. Compared component by component, which gives the
  /// order of the joined `dotted` strings (no identifier character sorts before `.`) without
  /// building two strings per comparison; passes sort thousands of keys.
  static func < (lhs: TypeKey, rhs: TypeKey) -> Bool {
    if lhs.path != rhs.path { return lhs.path.lexicographicallyPrecedes(rhs.path) }
    return lhs.module < rhs.module
  }
}

/// A record together with the file it came from, so locations can be written out later.
struct Located<Record> {
  var record: Record
  var file: SourceFile
}

extension Located: Sendable where Record: Sendable {}
