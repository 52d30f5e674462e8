import NavGraph
import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
@testable import NavGraphTracing

/// The trace recorder skips comparing two states when their navigation skeletons are equal.
/// Each flow here is recorded twice, with and without that shortcut: the traces must be equal,
/// the shortcut must have been taken where nothing navigated, and the steps that navigate
/// through an unusual path must carry their events.
@MainActor
struct TraceShortcutTests {
  /// Runs `actions` through a store of `reducer`, once with the shortcut and once without;
  /// returns the first trace and how many steps took the shortcut.
  private func record<R: Reducer>(
    _ reducer: R, _ initialState: R.State, _ actions: [R.Action]
  ) -> (trace: Trace, skipped: Int) {
    func run(usesSkeletons: Bool) -> (Trace, Int) {
      let recorder = TraceRecorder(reflecting: reducer)
      recorder.usesSkeletons = usesSkeletons
      // A fresh id generator per store: both runs push elements with the same ids.
      let store = Store(initialState: initialState) { reducer } withDependencies: {
        $0.stackElementID = StackElementIDGenerator()
      }
      store.addObserver(recorder)
      for action in actions { store.send(action) }
      return (recorder.finish(), recorder.skippedSteps)
    }
    let (shortcut, skipped) = run(usesSkeletons: true)
    let (full, none) = run(usesSkeletons: false)
    #expect(none == 0)
    #expect(shortcut == full)
    return (shortcut, skipped)
  }

  private func kinds(_ step: TraceStep) -> [NavigationChangeKind] { step.events.map(\.kind) }

  @Test func aNewIdOrANewAlertInThePresentedCaseIsRecorded() {
    let (trace, skipped) = record(
      DestinationHost(), DestinationHost.State(),
      [
        .showChild(id: 1), .destination(.presented(.child(.increment))), .showChild(id: 2),
        .replaceAlert, .replaceAlert, .destination(.dismiss),
      ])
    #expect(trace.steps.map(kinds) == [
      [.presented], [], [.dismissed, .presented], [.dismissed, .presented],
      [.dismissed, .presented], [.dismissed],
    ])
    #expect(skipped == 1)
  }

  @Test func aSheetTheParentOpensInARowAndReorderedRowsAreRecorded() {
    let (trace, skipped) = record(
      SheetRows(), SheetRows.State(rows: [SheetRow.State(id: 1), SheetRow.State(id: 2)]),
      [
        .bump, .openSheet(row: 2, child: 7), .bump, .openSheet(row: 1, child: 8), .reverseRows,
        .rows(.element(id: 1, action: .sheet(.presented(.increment)))), .bump,
      ])
    #expect(trace.steps.map(kinds) == [[], [.presented], [], [.presented], [], [], []])
    #expect(trace.steps[3].after.count == 2)
    #expect(skipped == 3)
  }

  @Test func anElementReplacedInOneStepIsRecorded() {
    let (trace, skipped) = record(
      SheetRows(), SheetRows.State(),
      [
        .pushChild(id: 1), .bump, .replaceTop(id: 2), .path(.element(id: StackElementID(generation: 1), action: .increment)),
      ])
    #expect(trace.steps.map(kinds) == [[.pushed], [], [.popped, .pushed], []])
    #expect(trace.steps[2].after.map(\.id) == [1])
    #expect(skipped == 2)
  }

  @Test func aStateWithAnExistentialIsComparedOnEveryStep() {
    let (trace, skipped) = record(
      AnyHolder(), AnyHolder.State(), [.note, .show(id: 1), .note, .show(id: 2)])
    #expect(trace.steps.map(kinds) == [[], [.presented], [], [.dismissed, .presented]])
    #expect(skipped == 0)
  }

  @Test func enumRootStateIsRecorded() {
    let (trace, skipped) = record(
      ModeFeature(), ModeFeature.State.idle,
      [.startCounting(id: 1), .counting(.increment), .counting(.increment), .setIdle])
    #expect(trace.steps.count == 4)
    #expect(skipped == 2)
  }
}
