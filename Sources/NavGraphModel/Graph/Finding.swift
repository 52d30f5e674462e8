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

  /// Report order: file, line, column, rule, feature, case, fields (joined with `,`), message;
  /// missing values sort as `""` (a missing line or column as 0), numbers as numbers.
  ///
  /// Field by field rather than through an array of string keys: a large run sorts thousands
  /// of findings, and building eight strings per comparison (the message among them) would
  /// weigh on every lint. Lines and columns are ordered as their zero-padded text sorts, which
  /// for non-negative numbers is numeric order (`PaddedNumber`), so reports keep one order.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if let order = order(lhs.location?.file, rhs.location?.file) { return order }
    if let order = PaddedNumber.order(lhs.location?.line, rhs.location?.line) { return order }
    if let order = PaddedNumber.order(lhs.location?.column, rhs.location?.column) { return order }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    if let order = order(lhs.feature, rhs.feature) { return order }
    if let order = order(lhs.case, rhs.case) { return order }
    if (lhs.fields ?? []) != (rhs.fields ?? []) {
      let left = (lhs.fields ?? []).joined(separator: ","),
        right = (rhs.fields ?? []).joined(separator: ",")
      if left != right { return left < right }
    }
    return lhs.message < rhs.message
  }

  /// `nil` when the two sort alike (a missing value sorts as `""`), else whether `lhs` is first.
  private static func order(_ lhs: String?, _ rhs: String?) -> Bool? {
    let left = lhs ?? "", right = rhs ?? ""
    return left == right ? nil : left < right
  }
}

/// A line or column in the order of its text zero-padded to ten digits. For the numbers real
/// locations have (0 up to ten digits) that is numeric order, compared as numbers; anything
/// else (a negative line in a hand-written graph) still sorts by the text, where it always did.
private enum PaddedNumber {
  private static let numeric = 0..<10_000_000_000

  static func order(_ lhs: Int?, _ rhs: Int?) -> Bool? {
    let left = lhs ?? 0, right = rhs ?? 0
    if left == right { return nil }
    if numeric.contains(left), numeric.contains(right) { return left < right }
    return text(left) < text(right)
  }

  private static func text(_ value: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, 10 - text.count)) + text
  }
}
