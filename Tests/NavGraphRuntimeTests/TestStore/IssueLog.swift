import ConcurrencyExtras
import NavGraphRuntime

/// Records the text of every issue reported while it listens, beside the test's own reporters:
/// failures still fail (or are known issues), and the test can compare their exact words.
final class IssueLog: IssueReporter, Sendable {
  private let recorded = LockIsolated<[String]>([])

  /// The messages reported so far, in order.
  var messages: [String] { recorded.value }

  /// Runs `operation` with this log listening.
  func listening(
    isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Void
  ) async rethrows {
    try await withIssueReporters(IssueReporters.current + [self]) { try await operation() }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    recorded.withValue { $0.append(text) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    recorded.withValue { $0.append(text) }
  }
}

extension String {
  /// Every line indented by `count` spaces, as the test store indents a diff.
  func indented(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }.joined(separator: "\n")
  }
}
