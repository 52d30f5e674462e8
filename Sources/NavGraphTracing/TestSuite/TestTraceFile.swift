import Foundation
import IssueReporting
import NavGraphRuntime

/// The trace of one `TestStore`, written to `<directory>/<test name>.json` when the store's
/// test ends (see ``TraceDirectory``).
@MainActor
final class TestTraceFile: TestStoreObserver {
  private let recorder: TraceRecorder
  private let url: URL
  private var isWritten = false

  /// The store's creation site, where a failure to write is reported.
  private let location: IssueLocation

  init(recorder: TraceRecorder, url: URL, testKey: TestKey?, location: IssueLocation) {
    self.recorder = recorder
    self.url = url
    self.location = location
    TestIssueRouter.shared.register(recorder.collector, testKey: testKey)
  }

  func storeDidReduce(_ event: NavigationEvent) {
    recorder.storeDidReduce(event)
  }

  func needsStateBefore(previousStep: Int?) -> Bool {
    recorder.needsStateBefore(previousStep: previousStep)
  }

  /// Issues raised since the last step belong to it (see `TraceRecorder.flushIssues`).
  func testStoreWillSend() {
    recorder.flushIssues()
  }

  /// Writes the trace (once); the file appears whole or not at all.
  func testStoreDidEnd() {
    guard !isWritten else { return }
    isWritten = true
    TestIssueRouter.shared.unregister(recorder.collector)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      warn("could not create the trace directory \(directory.path) (NAVVIZ_TRACE_DIR)")
      return
    }
    do {
      try recorder.finish().jsonData().write(to: url, options: .atomic)
    } catch {
      warn("could not write the test's trace to \(url.path): \(error.localizedDescription)")
    }
  }

  /// A warning, not a failure: the test itself passed or failed on its own.
  private func warn(_ message: String) {
    reportIssue(
      "navviz: \(message)", severity: .warning, fileID: location.fileID,
      filePath: location.filePath, line: location.line, column: location.column)
  }
}
