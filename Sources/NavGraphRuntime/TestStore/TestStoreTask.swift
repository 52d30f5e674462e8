/// The effects started by one `TestStore.send` (T-13).
public struct TestStoreTask: Hashable, Sendable {
  let tasks: [EffectTask]
  let timeout: Duration

  init(tasks: [EffectTask], timeout: Duration) {
    self.tasks = tasks
    self.timeout = timeout
  }

  /// A task over one Swift task, or none: how TCA's own tests check that waiting on a task
  /// that has ended does not wait.
  @_spi(Canary) public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.init(tasks: rawValue.map { [.task($0)] } ?? [], timeout: timeout)
  }

  /// Cancels the effects and waits for them to end.
  public func cancel() async {
    for task in tasks { task.cancel() }
    for task in tasks { await task.finish() }
  }

  /// Waits for the effects; fails if they are still running after `timeout`.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let duration = duration ?? timeout
    if await !finishes(within: duration) {
      reportIssue(
        TestStoreMessage.taskStillInFlight(after: duration, taskTimeout: timeout),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Whether every task ends within `duration`: whichever comes first, the last task's end or
  /// the deadline, answers; nothing polls in between.
  private func finishes(within duration: Duration) async -> Bool {
    let answered = LockIsolated(false)
    return await withCheckedContinuation { continuation in
      let answer = { @Sendable (finished: Bool) in
        let first = answered.withValue { wasAnswered in
          defer { wasAnswered = true }
          return !wasAnswered
        }
        if first { continuation.resume(returning: finished) }
      }
      let deadline = Task {
        try? await Task.sleep(for: duration)
        guard !Task.isCancelled else { return }
        // One last look: tasks that ended while the machine was too busy to say so still count.
        await Task.megaYield()
        answer(false)
      }
      Task {
        for task in tasks { await task.finish() }
        answer(true)
        deadline.cancel()
      }
    }
  }

  public var isCancelled: Bool { tasks.allSatisfy(\.isCancelled) }
}
