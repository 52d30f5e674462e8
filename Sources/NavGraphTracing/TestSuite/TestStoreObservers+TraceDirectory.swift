import NavGraphModel
import NavGraphRuntime

extension TestStoreObservers: TestStoreObserverSource {
  /// When a trace directory is set, a store records its trace, named after the running test.
  public static func observers(for reducer: any Reducer, createdAt location: IssueLocation)
    -> [any TestStoreObserver]
  {
    guard let directory = TraceDirectory.current else { return [] }
    let name = TestTraceName.claim(location: location)
    let recorder = TraceRecorder(graph: NavigationGraph(reflecting: [reducer]), name: name.title)
    return [
      TestTraceFile(
        recorder: recorder, url: directory.appendingPathComponent(name.fileName),
        testKey: name.testKey, location: location)
    ]
  }
}
