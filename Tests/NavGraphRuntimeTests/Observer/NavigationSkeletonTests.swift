import Foundation
@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
import Testing

/// The skeleton of a state: equal for two states whose navigation is the same, different
/// whenever any presentation, case, stack id, row id, optional or `Identifiable` id on the way
/// differs — the promise the trace recorder's shortcut rests on.
@MainActor
struct NavigationSkeletonTests {
  /// The skeleton of `state`, or nil when it has none.
  private func skeleton(_ state: Any) -> NavigationSkeleton? {
    var skeleton = NavigationSkeleton()
    let plan = NavigationSkeleton.plan(for: type(of: state))
    return skeleton.append(state, plan: plan) ? skeleton : nil
  }

  @Test func aChangeOutsideNavigationKeepsTheSkeleton() throws {
    var state = DestinationHost.State(destination: .child(Child.State(id: 1)))
    let before = try #require(skeleton(state))
    state.log.append("seen")
    state.destination = .child(Child.State(id: 1, count: 1))
    #expect(skeleton(state) == before)
  }

  @Test func anotherCaseOrIdOfAPresentedValueChangesTheSkeleton() throws {
    var state = DestinationHost.State(destination: .child(Child.State(id: 1)))
    let child1 = try #require(skeleton(state))
    state.destination = .child(Child.State(id: 2))
    let child2 = try #require(skeleton(state))
    state.destination = .alert(DestinationHost.alert)
    let alert1 = try #require(skeleton(state))
    // Same case, another `AlertState` (a new UUID): another identity.
    state.destination = .alert(DestinationHost.alert)
    let alert2 = try #require(skeleton(state))
    state.destination = nil
    let dismissed = try #require(skeleton(state))
    let all = [child1, child2, alert1, alert2, dismissed]
    #expect(Set(all.map(\.description)).count == all.count)
  }

  @Test func stackIdsAndNavigationInsideElementsAreInTheSkeleton() throws {
    var state = SheetRows.State()
    state.path.append(Child.State(id: 1))
    let one = try #require(skeleton(state))
    state.path[id: state.path.ids[0]]?.count += 1
    #expect(skeleton(state) == one)
    // Pop and push in one step: the same count, another id.
    _ = state.path.popLast()
    state.path.append(Child.State(id: 1))
    #expect(skeleton(state) != one)
  }

  @Test func rowOrderAndWhatARowPresentsAreInTheSkeleton() throws {
    var state = SheetRows.State(rows: [SheetRow.State(id: 1), SheetRow.State(id: 2)])
    let plain = try #require(skeleton(state))
    state.rows[id: 2]?.sheet = Child.State(id: 5)
    let sheet = try #require(skeleton(state))
    #expect(sheet != plain)
    state.rows = IdentifiedArray(uniqueElements: state.rows.reversed())
    #expect(skeleton(state) != sheet)
  }

  @Test func aPlainOptionalChildAndAnEnumRootAreInTheSkeleton() throws {
    var optional = OptionalHost.State()
    let empty = try #require(skeleton(optional))
    optional.child = Child.State(id: 1)
    #expect(skeleton(optional) != empty)

    var mode = ModeFeature.State.idle
    let idle = try #require(skeleton(mode))
    mode = .counting(Child.State())
    let counting = try #require(skeleton(mode))
    #expect(counting != idle)
    mode = .counting(Child.State(count: 3))
    #expect(skeleton(mode) == counting)
  }

  @Test func aFeatureThatPresentsItselfHasAPlan() throws {
    var state = Nesting.State()
    let closed = try #require(skeleton(state))
    state.inner = Nesting.State()
    let open = try #require(skeleton(state))
    state.inner?.inner = Nesting.State()
    let deeper = try #require(skeleton(state))
    state.inner?.inner?.count = 4
    #expect(skeleton(state) == deeper)
    #expect(Set([closed, open, deeper].map(\.description)).count == 3)
  }

  @Test func anIndirectCaseIsReadThroughItsBox() throws {
    let short = try #require(skeleton(PresentationState(wrappedValue: Chain.end(Child.State(id: 1)))))
    let long = try #require(
      skeleton(PresentationState(wrappedValue: Chain.link(.end(Child.State(id: 1))))))
    let otherID = try #require(
      skeleton(PresentationState(wrappedValue: Chain.link(.end(Child.State(id: 2))))))
    #expect(short != long)
    #expect(long != otherID)
    #expect(
      skeleton(PresentationState(wrappedValue: Chain.link(.end(Child.State(id: 2, count: 9)))))
        == otherID)
  }

  @Test func anotherInstanceOfAnIdentifiableClassIsAnotherPresentation() throws {
    let first = IdentifiedModel()
    let second = IdentifiedModel()
    let one = try #require(skeleton(PresentationState(wrappedValue: first)))
    #expect(skeleton(PresentationState(wrappedValue: first)) == one)
    #expect(skeleton(PresentationState(wrappedValue: second)) != one)
  }

  @Test func anExistentialFieldHasNoSkeleton() {
    #expect(skeleton(AnyHolder.State()) == nil)
  }
}

/// A class with an identity of its own (`Identifiable`'s default id for classes).
private final class IdentifiedModel: Identifiable {}

extension NavigationSkeleton: CustomStringConvertible {
  public var description: String { "\(words) \(ids)" }
}
