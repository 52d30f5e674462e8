/// The effects started by one `TestStore.send` (T-13).
public struct TestStoreTask: Hashable, Sendable {
  let tasks: [Task<Void, Never>]
  let timeout: UInt64

  /// Cancels the effects and waits for them to end.
  public func cancel() async {
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
  }

  /// Waits for the effects; fails if they are still running after `timeout`.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let nanoseconds = duration.map(nanosecondsOf) ?? timeout
    let finished = LockIsolated(false)
    let waiter = Task { for task in tasks { await task.value }; finished.setValue(true) }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .nanoseconds(Int64(nanoseconds)))
    while !finished.value, clock.now < deadline { await Task.yield() }
    if !finished.value {
      waiter.cancel()
      reportIssue(
        "Expected task to finish, but it is still in-flight after \(describe(nanoseconds)).",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  public var isCancelled: Bool { tasks.allSatisfy(\.isCancelled) }
}

func nanosecondsOf(_ duration: Duration) -> UInt64 {
  let (seconds, attoseconds) = duration.components
  return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
}

func describe(_ nanoseconds: UInt64) -> String {
  let seconds = Double(nanoseconds) / 1_000_000_000
  return "\(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) seconds"
}
