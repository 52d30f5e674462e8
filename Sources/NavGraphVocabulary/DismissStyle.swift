/// TCA 2.0's `forEach(..., dismissStyle:)`: how dismissing a pushed screen treats the screens
/// above it. The scanner reads the name as written, so a style this list does not know is kept
/// by its name (`DismissStyle(rawValue: "custom")`) rather than lost.
public struct DismissStyle: RawRepresentable, Codable, Hashable, Sendable {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// `.stack`: dismissing a screen pops the ones pushed after it, as a navigation stack does.
  public static let stack = DismissStyle(rawValue: "stack")
  /// `.list`, the default: only the dismissed element is removed.
  public static let list = DismissStyle(rawValue: "list")
}
