extension TestStore {
  /// Drops the queued received actions, moving `state` to the last one's (T-20).
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.megaYield()
    skipReceived(
      strict: strict,
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// T-20, and T-29 for a `send` in a store that shows skipped assertions: the skipped actions
  /// are noted, even in an exhaustive store.
  func skipReceived(strict: Bool, at location: IssueLocation) {
    guard let last = received.last else {
      if strict { reportIssue(TestStoreMessage.noReceivedActionsToSkip, at: location) }
      return
    }
    reportAssertion(
      TestStoreMessage.skippedActions(received.map(\.action)), as: skippingExhaustivity,
      at: location)
    state = last.state
    received.removeAll()
  }

  /// Stops tracking in-flight effects without cancelling them (T-21).
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await Task.megaYield()
    guard !trackedEffects.isEmpty else {
      if strict { reportIssue(TestStoreMessage.noInFlightEffectsToSkip, at: location) }
      return
    }
    // Listed in the order the effects started.
    let origins = trackedEffects.inFlight.sorted { $0.key < $1.key }
      .compactMap { $0.value.action as? Action }
    reportAssertion(
      TestStoreMessage.skippedInFlightEffects(originatingFrom: origins), as: skippingExhaustivity,
      at: location)
    trackedEffects.removeAll()
  }

  /// Fails on unreceived actions, stops dismiss listeners and waits for effects (T-22).
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await Task.megaYield()
    reportUnreceivedActions(at: location)
    stopListeners()
    let duration = duration ?? timeout
    _ = await waitForEffects(until: { trackedEffects.isEmpty }, timeout: duration)
    if !trackedEffects.isEmpty {
      reportAssertion(
        TestStoreMessage.effectsStillInFlight(after: duration, storeTimeout: timeout),
        at: location)
    }
  }

  /// T-24/T-25: presented features may stay presented; their listeners are just stopped. Only
  /// this store's listeners: TCA scopes this to the running Swift Testing test, and a store is
  /// the narrower scope that keeps tests running in parallel from stopping each other's.
  func stopListeners() {
    core.stopListeners()
  }

  /// Reports the received actions nobody asserted, and leaves them queued (T-35): a later
  /// `skipReceivedActions()` still skips them, and the end of the test reports them again unless
  /// something did.
  func reportUnreceivedActions(at location: IssueLocation) {
    guard !received.isEmpty else { return }
    reportAssertion(
      TestStoreMessage.unexpectedReceivedActions(received.map(\.action)), at: location)
  }

  /// End of test (T-23): unreceived actions and effects still running fail the test.
  func completed(at location: IssueLocation) {
    reportUnreceivedActions(at: location)
    stopListeners()
    let stillRunning = trackedEffects.inFlight.values
    for effect in stillRunning.sorted(by: { $0.location.line < $1.location.line }) {
      reportAssertion(TestStoreMessage.effectStillRunning, at: effect.location)
    }
  }
}
