/// How much a ``TestStore`` insists on (T-28): everything, or only what a test asserts.
public enum Exhaustivity: Equatable, Sendable {
  case on
  case off(showSkippedAssertions: Bool)

  public static let off = Self.off(showSkippedAssertions: false)
}
