import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Statements of the spec's section 1 (presentation) not covered in `PresentationTests`.
@MainActor
struct PresentationSpecTests {
  @Test("P-1 PresentationState is a copy-on-write optional; $field is the wrapper")
  func p1() {
    var a = Parent.State(child: Child.State(id: 1))
    let b = a
    a.child?.count = 5
    #expect(b.child?.count == 0)
    #expect(a.$child.wrappedValue?.count == 5)
  }

  @Test("P-3 PresentationState encodes, decodes and dumps as the bare optional")
  func p3() throws {
    let state = PresentationState(wrappedValue: 3)
    #expect(String(decoding: try JSONEncoder().encode(state), as: UTF8.self) == "3")
    let decoded = try JSONDecoder().decode(PresentationState<Int>.self, from: Data("null".utf8))
    #expect(decoded.wrappedValue == nil)
    #expect(String(customDumping: state) == "3")
  }

  @Test("P-4 $field[case:] reads a case's payload, writes through it, and nil removes it")
  func p4() {
    var state = DestinationHost.State(destination: .child(Child.State(id: 1)))
    #expect(state.$destination[case: \.child]?.id == 1)
    #expect(state.$destination[case: \.alert] == nil)
    state.$destination[case: \.child]?.count = 3
    #expect(state.destination == .child(Child.State(id: 1, count: 3)))
    state.$destination[case: \.child] = nil
    #expect(state.destination == nil)
  }

  @Test("P-6 case key paths reach through presentation actions, level after level")
  func p6() {
    let nested = Top.Action.middle(.presented(.child(.dismiss)))
    #expect(nested[case: \.middle.child.dismiss] != nil)
    #expect(nested[case: \.middle.dismiss] == nil)
    #expect(Top.Action.middle(.presented(.showChild))[case: \.middle.showChild] != nil)
    #expect(PresentationAction<Child.Action>.presented(.tick) == .presented(.tick))
  }

  @Test("P-9 P-19 re-presenting the same identity keeps the child's effects running")
  func p19() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.count = 1 }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.count = 1 }
    await store.send(.dismissFromParent) { $0.child = nil }
  }

  @Test("P-10 two alerts built alike are equal but are different identities")
  func p10() {
    let first = DestinationHost.alert
    let second = DestinationHost.alert
    #expect(first == second)
    #expect(first.id != second.id)
  }

  @Test("P-13 an action that is not a presentation action runs only the parent, child or not")
  func p13() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.dismissFromParent)
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.present(id: 2)) { $0.child = Child.State(id: 2) }
  }

  @Test("P-16 T-24 presenting runs nothing of the child; leaving it presented is no failure")
  func p16() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
  }

  @Test("P-30 a grandchild's dismiss() removes only the grandchild")
  func p30() async {
    let store = TestStore(initialState: Top.State()) { Top() }
    await store.send(.showMiddle) { $0.middle = Middle.State() }
    await store.send(.middle(.presented(.showChild))) { $0.middle?.child = Child.State(id: 9) }
    await store.send(.middle(.presented(.child(.presented(.close)))))
    await store.receive(\.middle.child.dismiss) { $0.middle?.child = nil }
  }

  @Test("P-33 R-10 dismiss() with nothing presenting is an issue")
  func p33() async {
    let store = Store(initialState: Child.State()) { Child() }
    await withKnownIssue {
      await store.send(.close).finish()
    } matching: { $0.description.contains("but couldn't be dismissed") }
  }

  @Test("P-35 T-27 T-4 R-21 dismiss() at a test store's root dismisses the store")
  func p35() async {
    let store = TestStore(initialState: Child.State()) { Child() }
    await store.send(.close).finish()
    await withKnownIssue {
      await store.send(.increment)
    } matching: { $0.description.contains("Can't send action to dismissed test store.") }
  }

  @Test("P-37 P-38 isPresented: true in a destination and a stack element, inherited by Scope")
  func p37() {
    let store = Store(
      initialState: PresenceHost.State(
        presented: PresenceProbe.State(), path: StackState([PresenceProbe.State()]))
    ) { PresenceHost() }
    store.send(.presented(.presented(.probe)))
    store.send(.path(.element(id: store.state.path.ids[0], action: .probe)))
    store.send(.scoped(.probe))
    #expect(store.state.presented?.seen == [true])
    #expect(store.state.path.first?.seen == [true])
    #expect(store.state.scoped.seen == [false])
  }

  @Test("P-40 P-41 an alert is ephemeral: no listener, and leaving it shown is no failure")
  func p41() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showAlert) { $0.destination = .alert(DestinationHost.alert) }
  }

  @Test("P-42 an alert's own action dismisses it after the parent has seen it")
  func p42() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showAlert) { $0.destination = .alert(DestinationHost.alert) }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.log = ["parent saw alert true"]
      $0.destination = nil
    }
  }

  @Test("P-43 R-12 another case's action leaves the alert shown; the enum body reports it")
  func p43() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showAlert) { $0.destination = .alert(DestinationHost.alert) }
    await withKnownIssue {
      await store.send(.destination(.presented(.child(.increment)))) {
        $0.log = ["parent saw increment"]
      }
    } matching: {
      $0.description.contains("received a child action when child state was set to a different case")
    }
  }

  @Test("P-44 an alert replaced while its action is handled stays")
  func p44() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showAlert) { $0.destination = .alert(DestinationHost.alert) }
    let shown = store.state.destination?.alert?.id
    // The new alert equals the old one (P-10), so no state change is asserted.
    await store.send(.destination(.presented(.alert(.other))))
    #expect(store.state.destination?.alert != nil)
    #expect(store.state.destination?.alert?.id != shown)
  }

  @Test("P-45 a dialog action whose type is the alert's dismisses the alert")
  func p45() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showAlert) { $0.destination = .alert(DestinationHost.alert) }
    await store.send(.destination(.presented(.dialog(.confirm)))) { $0.destination = nil }
  }

  @Test("P-46 .dismiss sent to an ephemeral destination (a dialog) nils it")
  func p46() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showDialog) {
      $0.destination = .dialog(
        ConfirmationDialogState { TextState("Pick") } actions: {
          ButtonState(action: .confirm) { TextState("OK") }
        })
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }
}
