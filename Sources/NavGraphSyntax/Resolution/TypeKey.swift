/// A declared type: its module and lexical path.
struct TypeKey: Hashable, Sendable, Comparable {
  var module: String
  var path: [String]

  var dotted: String { path.joined(separator: ".") }

  static func < (lhs: TypeKey, rhs: TypeKey) -> Bool {
    (lhs.dotted, lhs.module) < (rhs.dotted, rhs.module)
  }
}

/// A record together with the file it came from, so locations can be written out later.
struct Located<Record> {
  var record: Record
  var file: SourceFile
}

extension Located: Sendable where Record: Sendable {}
