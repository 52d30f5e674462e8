/// What the `@Reducer` macro records about a reducer for the reflection walker: where it is
/// declared, the stored fields of its `State` (so `\.$destination` can be named, which a key
/// path cannot say about itself), and, for `@Reducer enum`s, each case with its child.
///
/// Locations are the declaration's name token, in the same `file:line:column` the static
/// scanner reports, so reflected and scanned graphs can be compared edge for edge.
public struct NavigationReflection: Sendable {
  public enum Kind: String, Sendable { case `struct`, `enum` }

  /// A stored property of `State`, with the key paths an operator may be given for it.
  public struct Field: @unchecked Sendable {
    public let name: String
    /// `\State.name`, and `\State.$name` for `@Presents`/`@PresentationState` fields.
    public let keyPaths: [AnyKeyPath]
    public let line: Int
    public let column: Int

    public init(name: String, keyPaths: [AnyKeyPath], line: Int, column: Int) {
      self.name = name
      self.keyPaths = keyPaths
      self.line = line
      self.column = column
    }
  }

  /// `@unchecked`: a reducer metatype is immutable, but `any Reducer.Type` is not `Sendable`
  /// as spelled (the protocol does not require it of its conformers' metatypes).
  public struct Case: @unchecked Sendable {
    public let name: String
    /// The case's reducer type, for `.feature` cases.
    public let reducerType: (any Reducer.Type)?
    /// What the case holds, in the words the scanner and the graph use too.
    public let role: CaseRole
    /// The first payload's type as written (`Meeting` for `case meeting(Meeting, ...)`), for
    /// cases that hold plain data; `nil` when the case has no payload.
    public let payloadType: String?
    public let line: Int
    public let column: Int

    public init(
      name: String, reducerType: (any Reducer.Type)?, role: CaseRole, payloadType: String? = nil,
      line: Int = 0, column: Int = 0
    ) {
      self.name = name
      self.reducerType = reducerType
      self.role = role
      self.payloadType = payloadType
      self.line = line
      self.column = column
    }
  }

  public let reducerType: any Any.Type
  public let kind: Kind
  /// `Module/File.swift`, as `#fileID` spells it.
  public let fileID: String
  public let line: Int
  public let column: Int
  /// Empty for enum reducers and for structs whose `State` is declared elsewhere.
  public let fields: [Field]
  /// Empty for struct reducers.
  public let cases: [Case]

  public init(
    reducerType: any Any.Type, kind: Kind = .struct, fileID: String, line: Int, column: Int = 0,
    fields: [Field] = [], cases: [Case]
  ) {
    self.reducerType = reducerType
    self.kind = kind
    self.fileID = fileID
    self.line = line
    self.column = column
    self.fields = fields
    self.cases = cases
  }

  /// The field a key path given to `ifLet`/`forEach`/`Scope` refers to.
  public func field(for keyPath: AnyKeyPath) -> Field? {
    fields.first { $0.keyPaths.contains(keyPath) }
  }
}

/// Conformed to by every `@Reducer` type.
public protocol _NavigationReflectable {
  static var _navigationReflection: NavigationReflection { get }
}

extension Reducer {
  /// A reducer without `@Reducer` registers nothing.
  public static var _navigationRegistration: NavigationReflection? { nil }
}

extension Reducer where Self: _NavigationReflectable {
  /// A `@Reducer` type's registration, handed to the walker without a cast.
  public static var _navigationRegistration: NavigationReflection? { _navigationReflection }
}
