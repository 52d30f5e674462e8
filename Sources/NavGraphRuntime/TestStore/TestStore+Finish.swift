extension TestStore {
  /// Drops the queued received actions, moving `state` to the last one's (T-20).
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.megaYield()
    guard let last = received.last else {
      if strict {
        reportIssue(
          "There were no received actions to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column)
      }
      return
    }
    state = last.state
    received.removeAll()
  }

  /// Stops tracking in-flight effects without cancelling them (T-21).
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.megaYield()
    if core.trackedEffects.isEmpty {
      if strict {
        reportIssue(
          "There were no in-flight effects to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column)
      }
      return
    }
    core.trackedEffects.removeAll()
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
    _ = await waitForEffects(until: { core.trackedEffects.isEmpty }, timeout: duration)
    if !core.trackedEffects.isEmpty, exhaustivity == .on {
      reportIssue(
        """
        Expected effects to finish, but there are still effects in-flight\
        \(duration > .zero ? " after \(duration)" : "").
        """,
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
    guard !received.isEmpty, exhaustivity == .on else { return }
    reportIssue(
      """
      The store received \(received.count) unexpected \
      action\(received.count == 1 ? "" : "s"): …

      Unhandled actions: \(received.map { String(customDumping: $0.action) }.joined(separator: "\n"))

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """,
      at: location)
  }

  /// End of test (T-23): unreceived actions and effects still running fail the test.
  func completed(at location: IssueLocation) {
    reportUnreceivedActions(at: location)
    stopListeners()
    guard exhaustivity == .on else { return }
    for effect in core.trackedEffects.values.sorted(by: { $0.location.line < $1.location.line }) {
      reportIssue(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        • If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        • If an effect uses a clock, make sure that you wait enough time for it to perform the \
        effect. If you are using a test clock, advance it so that the effects may complete, or \
        consider using an immediate clock to immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, etc.), then make \
        sure those effects are torn down by marking the effect ".cancellable" and returning a \
        corresponding cancellation effect ("Effect.cancel") from another action.

        • If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """,
        at: effect.location)
    }
  }
}
