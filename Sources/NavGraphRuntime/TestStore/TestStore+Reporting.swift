extension TestStore {
  /// Raises an assertion that did not hold, as the store's exhaustivity asks (T-38): a failure in
  /// an exhaustive store; in a non-exhaustive one, a note (an expected issue headed `Skipped
  /// assertions.`) when it shows skipped assertions, else nothing. `exhaustivity` overrides the
  /// store's: skipping is always at least a note, even in an exhaustive store (T-20, T-21).
  func reportAssertion(
    _ message: String, as exhaustivity: Exhaustivity? = nil, at location: IssueLocation
  ) {
    switch exhaustivity ?? self.exhaustivity {
    case .on:
      reportIssue(message, at: location)
    case .off(showSkippedAssertions: true):
      withExpectedIssue {
        reportIssue(TestStoreMessage.skippedAssertion(message), at: location)
      }
    case .off(showSkippedAssertions: false):
      break
    }
  }

  /// The exhaustivity skipping reports with (T-20, T-21): shown even when exhaustive.
  var skippingExhaustivity: Exhaustivity {
    exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity
  }
}
