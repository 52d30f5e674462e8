/// Which generation of TCA's API a feature is written in: 1.x (`@Reducer`, `@Presents`,
/// `StackState`) or 2.0 (`@Feature`, plain optionals, arrays). An app mid-migration has both;
/// the navigation they describe compares equal.
public enum APIGeneration: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
  case tca1 = "1.x"
  case tca2 = "2.0"

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
