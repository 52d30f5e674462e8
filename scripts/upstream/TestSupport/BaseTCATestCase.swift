// The base class of TCA's test cases, written for the throwaway package of
// scripts/upstream-tests.py: every failure goes through `ExpectedFailures` (XCTExpectFailure on
// Linux), a strict expectation no failure met fails the test at its end, and, as TCA's own base
// class checks, no cancellable work is left registered once a test ended (F-15).
import Foundation
import XCTest

#if UPSTREAM_REGISTRY_CHECK
  @_spi(Internals) import ComposableArchitecture
#endif

class BaseTCATestCase: XCTestCase {
  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    let issue = XCTIssue(
      compactDescription: ExpectedFailures.withoutAppHostWarning(description),
      sourceCodeContext: XCTSourceCodeContext(
        location: XCTSourceCodeLocation(
          fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)))
    guard !ExpectedFailures.absorb(issue) else { return }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }

  override func tearDown() async throws {
    try await super.tearDown()
    for expectation in ExpectedFailures.endTest() {
      super.recordFailure(
        withDescription: "Expected a failure that was not recorded"
          + (expectation.reason.map { ": \($0)" } ?? ""),
        inFile: expectation.file, atLine: Int(expectation.line), expected: true)
    }
    #if UPSTREAM_REGISTRY_CHECK
      let description = "\(self)"
      _cancellationCancellables.withValue {
        XCTAssertEqual($0.count, 0, description)
        $0.removeAll()
      }
    #endif
  }
}
