/// Text for alerts and dialogs: a plain string here, as there is no SwiftUI to style it.
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomDumpStringConvertible
{
  public var string: String
  public init(_ string: String) { self.string = string }
  public init(verbatim string: String) { self.string = string }
  public init(stringLiteral value: String) { self.string = value }
  public var customDumpDescription: String { string.debugDescription }
}
