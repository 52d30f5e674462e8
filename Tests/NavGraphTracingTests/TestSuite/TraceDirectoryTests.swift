import Foundation
import NavGraph
import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
@testable import NavGraphTracing

/// Test-suite tracing: a `TraceRecorder` attached to a `TestStore`, and `NAVVIZ_TRACE_DIR`
/// (here its task-local override, so the tests running beside these record nothing), under
/// which every test store writes `<test name>.json` when its test ends.
@MainActor
struct TraceDirectoryTests {
  @Test func aTestStoreRecordsThroughAnObserver() async {
    let recorder = TraceRecorder(reflecting: Parent(), name: "present and dismiss")
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.addObserver(recorder)
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.presented(.close)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.log = ["dismiss saw count 0"]
    }
    let trace = recorder.finish()
    #expect(trace.root == "Parent")
    #expect(trace.steps.map(\.action) == [
      "present(id: 1)", "child(.presented(.close))", "child(.dismiss)",
    ])
    #expect(trace.steps.map(\.events) == [
      [TraceEvent(.presented, feature: "Parent", field: "child", to: "Child")],
      [],
      [TraceEvent(.dismissed, feature: "Parent", field: "child", to: "Child")],
    ])
  }

  @Test func everyTestStoreWritesItsTestsTrace() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    await TraceDirectory.$override.withValue(directory) {
      await presentAndDismiss()
      await presentAndDismiss()
    }
    let files = try Trace.files(inDirectory: directory.path)
    let base = "NavGraphTracingTests.TraceDirectoryTests.everyTestStoreWritesItsTestsTrace"
    #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == [
      "\(base)-2.json", "\(base).json",
    ])
    let trace = try Trace(contentsOf: directory.appendingPathComponent("\(base).json").path)
    #expect(trace.name == "TraceDirectoryTests.everyTestStoreWritesItsTestsTrace()")
    #expect(trace.steps.map(\.action) == [
      "present(id: 1)", "child(.presented(.close))", "child(.dismiss)",
    ])
    #expect(try NavigationGraph(reflecting: Parent()).match(trace).misses.isEmpty)
    // The second store of the test recorded the same flow into its own file.
    let second = try Trace(contentsOf: directory.appendingPathComponent("\(base)-2.json").path)
    #expect(second == trace)
  }

  @Test func issuesAreRecordedOnTheStepThatRaisedThem() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    await TraceDirectory.$override.withValue(directory) {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      // R-1, raised while the action is reduced.
      await withKnownIssue {
        await store.send(.child(.dismiss)) { $0.log = ["dismiss saw count -1"] }
      }
      // A failed assertion, raised after its send: it stays with that send's step.
      await withKnownIssue {
        await store.send(.present(id: 2)) { $0.child = Child.State(id: 3) }
      }
      await store.send(.dismissFromParent) { $0.child = nil }
    }
    let name = "NavGraphTracingTests.TraceDirectoryTests.issuesAreRecordedOnTheStepThatRaisedThem"
    let trace = try Trace(contentsOf: directory.appendingPathComponent("\(name).json").path)
    #expect(trace.steps.map(\.issues.count) == [1, 1, 0])
    #expect(trace.steps[0].issues.first?.message.contains(
      "received a presentation action when destination state was absent") == true)
    #expect(trace.steps[1].issues.first?.message.hasPrefix(
      "A state change does not match expectation") == true)
  }

  @Test func aTraceThatCannotBeWrittenIsOnlyAWarning() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A file where the trace directory should be: the directory cannot be created.
    let blocked = directory.appendingPathComponent("blocked")
    try Data().write(to: blocked)
    await TraceDirectory.$override.withValue(blocked.appendingPathComponent("traces")) {
      await presentAndDismiss()
    }
    #expect(try Trace.files(inDirectory: directory.path).isEmpty)
  }

  @Test func namesAreFileFriendly() {
    #expect(TestTraceName.clean(["Module", "Suite", "test()"]) == "Module.Suite.test")
    #expect(
      TestTraceName.clean(["Module", "Suite", "graph(sample:)"]) == "Module.Suite.graph_sample")
    #expect(TestTraceName.clean(["a b/c", "Ünï", "()"]) == "a_b_c.n")
  }

  @Test func withoutADirectoryNothingIsRecorded() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    #expect(!store.core.observers.contains { $0 is TestTraceFile })
  }

  private func presentAndDismiss() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.presented(.close)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.log = ["dismiss saw count 0"]
    }
  }
}

func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("navviz-traces-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
