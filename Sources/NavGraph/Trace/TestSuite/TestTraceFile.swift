import Foundation
import IssueReporting

/// The trace of one `TestStore`, written to `<directory>/<test name>.json` when the store's
/// test ends (see ``TraceDirectory``).
@MainActor
final class TestTraceFile: NavigationObserver {
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
  func flushIssues() {
    recorder.flushIssues()
  }

  /// Writes the trace (once); the file appears whole or not at all.
  func write() {
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

extension TestStore {
  /// When a trace directory is set, records this store's trace, named after the running test.
  func recordTraceIfRequested(of reducer: some Reducer) {
    guard let directory = TraceDirectory.current else { return }
    let name = TestTraceName.claim(location: location)
    let recorder = TraceRecorder(
      graph: NavigationGraph(reflecting: [reducer]), name: name.title)
    core.observers.append(
      TestTraceFile(
        recorder: recorder, url: directory.appendingPathComponent(name.fileName),
        testKey: name.testKey, location: location))
  }

  /// Before a send: what the previous step raised stays with it.
  func flushTraceIssues() {
    for case let file as TestTraceFile in core.observers { file.flushIssues() }
  }

  /// Writes the traces this store recorded; called when the test ends (the store goes away).
  func writeRequestedTraces() {
    for case let file as TestTraceFile in core.observers { file.write() }
  }
}
