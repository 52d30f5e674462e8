import ConcurrencyExtras
import IssueReporting

/// Hands each issue reported during a test to the trace recorders of that test's stores.
///
/// A test cannot be made to run inside `TraceRecorder.withIssues`, so while traces are being
/// written this reporter is added to the process's issue reporters once, and routes by the test
/// that raised the issue (Swift Testing's current test; XCTest runs one test at a time). It is
/// only ever installed when `NAVVIZ_TRACE_DIR` (or ``TraceDirectory/override``) is set.
final class TestIssueRouter: IssueReporter, Sendable {
  static let shared = TestIssueRouter()

  private struct Route {
    let id: ObjectIdentifier
    let testKey: TestKey?
    let collector: TraceIssueCollector
  }

  private let routes = LockIsolated<[Route]>([])
  private let installed = LockIsolated(false)

  /// Starts routing the issues of the test `testKey` (nil: XCTest) to `collector`.
  func register(_ collector: TraceIssueCollector, testKey: TestKey?) {
    installed.withValue { installed in
      guard !installed else { return }
      installed = true
      IssueReporters.current.append(self)
    }
    routes.withValue {
      $0.append(Route(id: ObjectIdentifier(collector), testKey: testKey, collector: collector))
    }
  }

  func unregister(_ collector: TraceIssueCollector) {
    routes.withValue { $0.removeAll { $0.id == ObjectIdentifier(collector) } }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    route(message(), fileID: fileID, line: line, column: column)
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    route(message(), fileID: fileID, line: line, column: column)
  }

  private func route(_ message: String?, fileID: StaticString, line: UInt, column: UInt) {
    let targets = routes.withValue { $0 }
    guard !targets.isEmpty else { return }
    let key = currentTestKey()
    for target in targets where target.testKey == key {
      target.collector.reportIssue(
        message, severity: .error, fileID: fileID, filePath: "", line: line, column: column)
    }
  }

  private func currentTestKey() -> TestKey? {
    guard case let .swiftTesting(testing?)? = TestContext.current else { return nil }
    return testing.test.id
  }
}

/// Which Swift Testing test a store belongs to (IssueReporting's sendable test id).
typealias TestKey = TestContext.Testing.Test.ID
