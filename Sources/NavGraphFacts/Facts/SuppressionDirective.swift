import NavGraphModel

/// A `// navviz:...` comment that turns lint rules off for part of a file. The scanner
/// collects them in its one parse so lint can honour them without reading files again.
package struct SuppressionDirective: Hashable, Sendable, Comparable {
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `// navviz:disable-next-line rule-id`: only the line after the comment.
    case disableNextLine = "disable-next-line"
    /// `// navviz:disable rule-id`: from this line to a matching `enable` or the file's end.
    case disable
    /// `// navviz:enable rule-id`: ends a `disable` region.
    case enable
  }

  package var kind: Kind
  /// The rule identifiers named, in order; `all` stands for every rule.
  package var rules: [String]
  package var location: SourceLocation

  package init(kind: Kind, rules: [String], location: SourceLocation) {
    self.kind = kind
    self.rules = rules
    self.location = location
  }

  /// Reads one comment (`// navviz:disable-next-line a, b`), or `nil` when it is not a
  /// directive. Text after ` -- ` is a reason for people and is ignored.
  package static func parse(comment: String, location: SourceLocation) -> SuppressionDirective? {
    var text = Substring(comment)
    guard text.hasPrefix("//") else { return nil }
    text = text.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
    guard text.hasPrefix("navviz:") else { return nil }
    text = text.dropFirst("navviz:".count)
    if let reason = text.range(of: " -- ") { text = text[..<reason.lowerBound] }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
      .map(String.init)
    guard let first = words.first, let kind = Kind(rawValue: first) else { return nil }
    return SuppressionDirective(kind: kind, rules: Array(words.dropFirst()), location: location)
  }

  package static func < (lhs: SuppressionDirective, rhs: SuppressionDirective) -> Bool {
    (lhs.location, lhs.kind.rawValue) < (rhs.location, rhs.kind.rawValue)
  }
}
