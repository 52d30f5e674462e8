/// What the `@Reducer` macro records about a reducer for the reflection walker: where it is
/// declared and, for `@Reducer enum`s, each case with its child reducer type.
public struct NavigationReflection: Sendable {
  public struct Case: Sendable {
    public enum Kind: String, Sendable { case feature, alert, dialog, ignored }
    public let name: String
    /// The case's reducer type, for `.feature` cases.
    public let reducerType: (any Any.Type)?
    public let kind: Kind

    public init(name: String, reducerType: (any Any.Type)?, kind: Kind) {
      self.name = name
      self.reducerType = reducerType
      self.kind = kind
    }
  }

  public let reducerType: any Any.Type
  public let fileID: String
  public let line: Int
  /// Empty for struct reducers.
  public let cases: [Case]

  public init(reducerType: any Any.Type, fileID: String, line: Int, cases: [Case]) {
    self.reducerType = reducerType
    self.fileID = fileID
    self.line = line
    self.cases = cases
  }
}

/// Conformed to by every `@Reducer` type.
public protocol _NavigationReflectable {
  static var _navigationReflection: NavigationReflection { get }
}
