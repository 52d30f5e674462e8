import ConcurrencyExtras
import IssueReporting

/// An `IssueReporter` that keeps the runtime warnings raised while a flow runs, so the recorder
/// can put each one on the step that raised it instead of only printing it.
///
/// Reporters are called from any thread, hence the lock.
final class TraceIssueCollector: IssueReporter, Sendable {
  private let pending = LockIsolated<[RuntimeIssue]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let issue = RuntimeIssue(
      message: message() ?? "", location: SourceLocation(
        file: "\(fileID)", line: Int(line), column: Int(column)))
    pending.withValue { $0.append(issue) }
  }

  /// The issues raised since the last call, oldest first.
  func drain() -> [RuntimeIssue] {
    pending.withValue { issues in
      defer { issues.removeAll() }
      return issues
    }
  }
}
