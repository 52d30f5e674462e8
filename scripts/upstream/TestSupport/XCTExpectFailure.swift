// `XCTExpectFailure` and the `XCTIssue` its matchers read, which XCTest has on Apple platforms
// only. Written for the throwaway package of scripts/upstream-tests.py: TCA's tests call them
// unchanged, and `BaseTCATestCase.recordFailure` hands each failure to `ExpectedFailures` first.
import Foundation
import XCTest

/// A recorded failure as an issue matcher sees it.
struct XCTIssue {
  /// The failure's text as XCTest recorded it (`failed - <message>` for `XCTFail`): TCA's
  /// matchers compare its end (`hasSuffix`) or a part (`contains`).
  var compactDescription: String
  var sourceCodeContext: XCTSourceCodeContext

  var description: String { compactDescription }
}

struct XCTSourceCodeContext {
  var location: XCTSourceCodeLocation?
}

struct XCTSourceCodeLocation {
  var fileURL: URL
  var lineNumber: Int
}

/// Expects failures for the rest of the running test: each one the matcher accepts (every one
/// without a matcher) is recorded as expected rather than failing the test. When `strict`
/// (the default), the test fails if none was recorded by its end.
func XCTExpectFailure(
  _ failureReason: String? = nil,
  enabled: Bool? = nil,
  strict: Bool? = nil,
  file: StaticString = #filePath,
  line: UInt = #line,
  issueMatcher: ((XCTIssue) -> Bool)? = nil
) {
  guard enabled ?? true else { return }
  ExpectedFailures.push(
    ExpectedFailures.Expectation(
      reason: failureReason, isStrict: strict ?? true, file: "\(file)", line: line,
      matcher: issueMatcher))
}

/// Expects failures while `failingBlock` runs, as the form above does for the rest of a test.
@discardableResult
func XCTExpectFailure<R>(
  _ failureReason: String? = nil,
  enabled: Bool? = nil,
  strict: Bool? = nil,
  file: StaticString = #filePath,
  line: UInt = #line,
  failingBlock: () throws -> R,
  issueMatcher: ((XCTIssue) -> Bool)? = nil
) rethrows -> R {
  guard enabled ?? true else { return try failingBlock() }
  let expectation = ExpectedFailures.Expectation(
    reason: failureReason, isStrict: strict ?? true, file: "\(file)", line: line,
    matcher: issueMatcher)
  ExpectedFailures.push(expectation)
  defer { ExpectedFailures.pop(expectation) }
  return try failingBlock()
}

/// The expectations of the running test, innermost last. Tests of one process run one at a
/// time, but failures may be recorded from any thread, hence the lock.
enum ExpectedFailures {
  final class Expectation: @unchecked Sendable {
    let reason: String?
    let isStrict: Bool
    let file: String
    let line: UInt
    let matcher: ((XCTIssue) -> Bool)?
    var matched = 0

    init(
      reason: String?, isStrict: Bool, file: String, line: UInt, matcher: ((XCTIssue) -> Bool)?
    ) {
      self.reason = reason
      self.isStrict = isStrict
      self.file = file
      self.line = line
      self.matcher = matcher
    }
  }

  private static let lock = NSRecursiveLock()
  nonisolated(unsafe) private static var stack: [Expectation] = []
  /// Block expectations that ended, checked for strictness with the rest at the test's end.
  nonisolated(unsafe) private static var ended: [Expectation] = []

  /// What IssueReporting's `withExpectedIssue` records under XCTest on Linux, where it cannot
  /// reach XCTest's expected failures; the issue it expects is then dropped by IssueReporting
  /// itself. On Apple platforms the same call records an expected failure, which fails nothing.
  static let issueReportingExpectedIssue =
    "Expecting failures is unavailable in XCTest on this platform."

  /// What IssueReporting appends to an issue when it finds no XCTest frame on the call stack,
  /// which it cannot recognise on Linux (it looks a class up by its unqualified name): there
  /// every issue would claim to come from a host application. TCA's matchers compare the end of
  /// the issue as Apple platforms word it, without the claim.
  static func withoutAppHostWarning(_ description: String) -> String {
    let warning = "\n\n━━┉┅\nThis issue was emitted from tests running in a host application"
    guard let range = description.range(of: warning) else { return description }
    return String(description[..<range.lowerBound])
  }

  static func push(_ expectation: Expectation) {
    lock.withLock { stack.append(expectation) }
  }

  static func pop(_ expectation: Expectation) {
    lock.withLock {
      stack.removeAll { $0 === expectation }
      ended.append(expectation)
    }
  }

  /// Whether a failure is expected: the innermost expectation whose matcher accepts it takes it.
  static func absorb(_ issue: XCTIssue) -> Bool {
    if issue.compactDescription.contains(issueReportingExpectedIssue) { return true }
    return lock.withLock {
      for expectation in stack.reversed() where expectation.matcher?(issue) ?? true {
        expectation.matched += 1
        return true
      }
      return false
    }
  }

  /// Ends the test's expectations; returns the strict ones no failure matched.
  static func endTest() -> [Expectation] {
    lock.withLock {
      let all = ended + stack
      stack = []
      ended = []
      return all.filter { $0.isStrict && $0.matched == 0 }
    }
  }
}
