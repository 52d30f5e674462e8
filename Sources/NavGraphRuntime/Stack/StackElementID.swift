/// The generational id of one element of a ``StackState`` (S-1…S-5): generations count up from
/// 0 and are never reused. Integer literals spell ids in tests only.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomDebugStringConvertible, CustomDumpStringConvertible
{
  public let generation: Int

  init(generation: Int) { self.generation = generation }

  public init(integerLiteral value: Int) {
    @Dependency(\.context) var context
    if context != .test {
      fatalError(
        """
        Specifying stack element IDs by integer literal is not allowed outside of tests.

        In tests, integer literal stack element IDs can be used as a shorthand to the \
        auto-incrementing generation of the current dependency context. This can be useful when \
        asserting against actions received by a specific element.
        """)
    }
    self.generation = value
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
  public var debugDescription: String { "#\(generation)" }
  public var customDumpDescription: String { "#\(generation)" }
}

/// Hands out stack element ids; a fresh one per test, shared by its whole dependency context.
public struct StackElementIDGenerator: DependencyKey, Sendable {
  let counter: LockIsolated<Int>

  package init() { self.counter = LockIsolated(0) }

  public static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  public static var testValue: StackElementIDGenerator { StackElementIDGenerator() }

  public func next() -> StackElementID {
    counter.withValue { value in
      defer { value += 1 }
      return StackElementID(generation: value)
    }
  }

  public func peek() -> StackElementID { StackElementID(generation: counter.value) }

  func callAsFunction() -> StackElementID { next() }

  /// A private copy positioned where this one is now (T-10).
  func copy() -> StackElementIDGenerator {
    let copy = StackElementIDGenerator()
    copy.counter.setValue(counter.value)
    return copy
  }

  func advance(past id: StackElementID) {
    counter.withValue { $0 = max($0, id.generation + 1) }
  }
}

extension DependencyValues {
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}
