/// A declared type: its module and lexical path.
struct TypeKey: Hashable, Sendable, Comparable {
  var module: String
  var path: [String]

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
