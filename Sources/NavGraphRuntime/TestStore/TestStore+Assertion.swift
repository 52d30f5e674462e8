@_spi(Internals) import CasePaths

extension TestStore {
  /// Applies an assertion closure and compares its result with the actual state (T-6…T-9, T-30,
  /// T-33). Exhaustive, the closure starts from `previous`, the last asserted state; otherwise
  /// from `actual`, so it checks only what it touches.
  func assertState(
    from previous: State, to actual: State, generator: StackElementIDGenerator,
    modify: ((inout State) throws -> Void)?, location: IssueLocation, requireChange: Bool = true
  ) {
    let heading = TestStoreMessage.stateMismatchHeading(hasClosure: modify != nil)
    var expected = exhaustivity == .on ? previous : actual
    if let modify {
      do {
        try runAssertion(modify, on: &expected, generator: generator)
      } catch {
        reportIssue(TestStoreMessage.threwError(error), at: location)
        return
      }
    }
    // A wrong value fails whatever the exhaustivity (T-30).
    guard expected == actual else {
      reportIssue(
        TestStoreMessage.stateMismatch(heading: heading, expected: expected, actual: actual),
        at: location)
      return
    }
    if exhaustivity == .off(showSkippedAssertions: true) {
      // T-30, T-38: what the closure did not assert is what applying it to the previous state
      // leaves different. Any failure of the closure itself there is expected.
      expected = previous
      if let modify {
        withExpectedIssue(isIntermittent: true) {
          do {
            try runAssertion(modify, on: &expected, generator: generator)
          } catch {
            reportIssue(
              TestStoreMessage.skippedAssertion(TestStoreMessage.threwError(error)), at: location)
          }
        }
      }
      guard expected == actual else {
        reportAssertion(
          TestStoreMessage.stateMismatch(heading: heading, expected: expected, actual: actual),
          at: location)
        return
      }
    }
    if requireChange, modify != nil, expected == previous {
      reportAssertion(TestStoreMessage.expectedStateChange, at: location)
    }
  }

  /// Runs an assertion closure as the store's own code runs (T-40): with the store's
  /// dependencies, so what the closure reads through `@Dependency` is what the reducer read,
  /// and with the id generator `generator` (T-10, T-11). `XCTModify` in it insists on a change
  /// only in an exhaustive store (T-39).
  private func runAssertion(
    _ modify: (inout State) throws -> Void, on state: inout State,
    generator: StackElementIDGenerator
  ) throws {
    var dependencies = core.dependencies
    dependencies.stackElementID = generator
    try Dependencies.withDependencies {
      $0 = dependencies
    } operation: {
      try XCTModifyLocals.$isExhaustive.withValue(exhaustivity == .on) {
        try modify(&state)
      }
    }
  }
}
