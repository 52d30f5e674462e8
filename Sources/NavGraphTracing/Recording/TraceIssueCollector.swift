import Foundation
import IssueReporting
import NavGraphModel
import NavGraphRuntime

/// An `IssueReporter` that keeps the runtime warnings raised while a flow runs, so the recorder
/// can put each one on the step that raised it instead of only printing it.
///
/// A warning raised by a running effect carries the number of the step whose action started the
/// effect (the ``StoreStep`` the effect inherited); one raised while an action is reduced, or
/// outside any store, carries none and belongs to the step being recorded.
///
/// Reporters are called from any thread, hence the lock.
final class TraceIssueCollector: IssueReporter, @unchecked Sendable {
  struct Pending {
    var issue: RuntimeIssue
    /// The step whose effect raised it, when an effect did.
    var effectStep: Int?
  }

  private let lock = NSLock()
  private var pending: [Pending] = []

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let issue = RuntimeIssue(
      message: message() ?? "", location: SourceLocation(
        file: "\(fileID)", line: Int(line), column: Int(column)))
    let step = StoreStep.current
    let effectStep = step.flatMap { $0.isReducing ? nil : $0.number }
    lock.lock()
    defer { lock.unlock() }
    pending.append(Pending(issue: issue, effectStep: effectStep))
  }

  /// The issues raised since the last call, oldest first. The recorder asks after every
  /// step, and almost always there are none: that answer costs a lock and no copy.
  func drain() -> [Pending] {
    lock.lock()
    defer { lock.unlock() }
    guard !pending.isEmpty else { return [] }
    defer { pending.removeAll() }
    return pending
  }
}
