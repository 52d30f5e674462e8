/// A reducer type: a struct or enum marked `@Reducer`, or a type conforming to `Reducer`.
///
/// Enum reducers (`Destination`, `Path`) are features too; edges name them in `via`.
public struct Feature: Hashable, Sendable, Comparable {
  public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    case `struct`, `enum`, `class`
  }

  /// The type name, qualified by enclosing types (`SyncUpDetail.Destination`), without module.
  public var name: String
  public var kind: Kind
  /// The module that declares it, when known (the target folder under `Sources/`).
  public var module: String?
  /// Where it is declared, relative to the input root.
  public var location: SourceLocation?
  /// The TCA API generation it is written in.
  public var apiGeneration: APIGeneration

  public init(
    name: String, kind: Kind = .struct, module: String? = nil,
    location: SourceLocation? = nil, apiGeneration: APIGeneration = .tca1
  ) {
    self.name = name
    self.kind = kind
    self.module = module
    self.location = location
    self.apiGeneration = apiGeneration
  }

  /// The last component of the name (`Destination` for `Feature.Destination`).
  package var shortName: String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  public static func < (lhs: Feature, rhs: Feature) -> Bool {
    (lhs.name, lhs.module ?? "") < (rhs.name, rhs.module ?? "")
  }
}
