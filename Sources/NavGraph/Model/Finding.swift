/// Something lint found: a value, never thrown. The CLI maps severities to exit codes.
public struct Finding: Hashable, Sendable, Comparable {
  public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// A lint rule identifier, stable kebab-case (`multiple-presentation-optionals`).
  public var rule: String
  public var severity: Severity
  /// The feature the finding is about.
  public var feature: String?
  /// The fields the finding is about.
  public var fields: [String]?
  /// The enum case the finding is about.
  public var `case`: String?
  /// The declaration a person would change.
  public var location: SourceLocation?
  public var message: String

  public init(
    rule: String, severity: Severity, feature: String? = nil, fields: [String]? = nil,
    case: String? = nil, location: SourceLocation? = nil, message: String
  ) {
    self.rule = rule
    self.severity = severity
    self.feature = feature
    self.fields = fields
    self.case = `case`
    self.location = location
    self.message = message
  }

  private var sortKey: [String] {
    [location?.file ?? "", String(format6(location?.line)), String(format6(location?.column)),
     rule, feature ?? "", `case` ?? "", (fields ?? []).joined(separator: ","), message]
  }

  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey)
  }
}

/// Zero-padded so that string order is numeric order.
private func format6(_ value: Int?) -> String {
  let text = String(value ?? 0)
  return String(repeating: "0", count: max(0, 10 - text.count)) + text
}
