@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
import Testing

/// A snapshot keeps what the navigation diff compares of a state, so the trace recorder can
/// compare a step's state after with the previous step's snapshot instead of with a copy of the
/// state before. Every pair of states below must give the same changes both ways.
@MainActor
struct NavigationSnapshotTests {
  /// Checks every ordered pair of `states` (each with itself too) and returns the kinds of
  /// change found, so a test can tell that it compared something.
  private func expectSameChanges<State>(
    _ states: [State], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Set<NavigationChange.Kind> {
    var kinds: Set<NavigationChange.Kind> = []
    let snapshots = states.map { NavigationSnapshot.of($0) }
    for (i, before) in states.enumerated() {
      for (j, after) in states.enumerated() {
        let expected = NavigationDiff.changes(from: before, to: after)
        let found = NavigationSnapshot.changes(from: snapshots[i], to: snapshots[j])
        #expect(found == expected, "states \(i) → \(j)", sourceLocation: sourceLocation)
        kinds.formUnion(expected.map(\.kind))
      }
    }
    return kinds
  }

  @Test func presentedCasesIdsAndAlertsGiveTheDiffsChanges() {
    var state = DestinationHost.State()
    var states = [state]
    state.destination = .child(Child.State(id: 1))
    states.append(state)
    state.destination = .child(Child.State(id: 1, count: 4))
    states.append(state)
    state.destination = .child(Child.State(id: 2))
    states.append(state)
    state.destination = .alert(DestinationHost.alert)
    states.append(state)
    // Same case, another `AlertState`: another identity.
    state.destination = .alert(DestinationHost.alert)
    states.append(state)
    state.log.append("seen")
    state.destination = nil
    states.append(state)
    #expect(expectSameChanges(states) == [.presented, .dismissed])
  }

  @Test func stacksAndRowsWithSheetsGiveTheDiffsChanges() {
    var state = SheetRows.State()
    var states = [state]
    state.rows = [SheetRow.State(id: 1), SheetRow.State(id: 2)]
    states.append(state)
    state.rows[id: 2]?.sheet = Child.State(id: 5)
    states.append(state)
    state.rows[id: 2]?.sheet = Child.State(id: 6)
    states.append(state)
    state.rows = IdentifiedArray(uniqueElements: state.rows.reversed())
    states.append(state)
    state.rows.remove(id: 2)
    states.append(state)
    state.path.append(Child.State(id: 1))
    states.append(state)
    state.path.append(Child.State(id: 2))
    states.append(state)
    state.path[id: state.path.ids[0]]?.count += 1
    states.append(state)
    _ = state.path.popLast()
    states.append(state)
    // Popped and pushed in one step: the same state, another id.
    _ = state.path.popLast()
    state.path.append(Child.State(id: 1))
    states.append(state)
    #expect(expectSameChanges(states) == [.presented, .dismissed, .pushed, .popped])
  }

  @Test func optionalsEnumRootsAndNestedPresentationsGiveTheDiffsChanges() {
    var optional = OptionalHost.State()
    var optionals = [optional]
    optional.child = Child.State(id: 1)
    optionals.append(optional)
    optional.child = Child.State(id: 2)
    optionals.append(optional)
    optional.alert = DestinationHost.alert
    optionals.append(optional)
    _ = expectSameChanges(optionals)

    let modes: [ModeFeature.State] = [
      .idle, .counting(Child.State(id: 1)), .counting(Child.State(id: 1, count: 3)),
      .counting(Child.State(id: 2)),
    ]
    _ = expectSameChanges(modes)

    var nesting = Nesting.State()
    var nestings = [nesting]
    nesting.inner = Nesting.State()
    nestings.append(nesting)
    nesting.inner?.inner = Nesting.State()
    nestings.append(nesting)
    nesting.inner?.count += 1
    nestings.append(nesting)
    nesting.inner = Nesting.State(count: 2)
    nestings.append(nesting)
    #expect(expectSameChanges(nestings) == [.presented, .dismissed])

    let chains = [
      Chain.end(Child.State(id: 1)), .link(.end(Child.State(id: 1))),
      .link(.end(Child.State(id: 2))),
    ].map { PresentationState(wrappedValue: $0) }
    #expect(expectSameChanges(chains + [PresentationState(wrappedValue: nil)]).contains(.presented))
  }
}
