import ConcurrencyExtras
import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `DismissEffect.swift`: `dismiss()` and `isPresented` (P-28…P-39).
@MainActor
struct DismissEffectTests {
  private func host(_ clock: TestClock<Duration>) -> TestStoreOf<LifetimeHost> {
    TestStore(initialState: LifetimeHost.State()) { LifetimeHost() } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("P-28 dismiss() in the child sends .dismiss to the parent")
  func p28() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.close)
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.log = ["dismiss saw count 0"]
    }
  }

  @Test("P-36 P-39 isPresented is false at a live store's root")
  func p39() {
    @Dependency(\.isPresented) var isPresented
    #expect(isPresented == false)
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

  @Test("P-31 a send after await dismiss() in the same effect is dropped, without an issue")
  func p31() async {
    let store = host(TestClock())
    await store.send(.present(id: 1)) { $0.child = Timed.State(id: 1) }
    await store.send(.child(.presented(.closeThenTick)))
    await store.receive(\.child.dismiss) { $0.child = nil }
    await store.finish()
  }

  @Test("P-32 a second dismiss() does nothing")
  func p32() async {
    let store = host(TestClock())
    await store.send(.present(id: 1)) { $0.child = Timed.State(id: 1) }
    await store.send(.child(.presented(.closeTwice)))
    await store.receive(\.child.dismiss) { $0.child = nil }
    await store.finish()
  }

  @Test("P-34 a middle level that dismisses itself also ends its own child's effects")
  func p34() async {
    let clock = TestClock()
    let store = TestStore(initialState: Top.State()) { Top() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showMiddle) { $0.middle = Middle.State() }
    await store.send(.middle(.presented(.showChild))) { $0.middle?.child = Child.State(id: 9) }
    await store.send(.middle(.presented(.child(.presented(.startTimer)))))
    await store.send(.middle(.presented(.close)))
    await store.receive(\.middle.dismiss) { $0.middle = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test("P-38 a row inherits isPresented from its parent")
  func p38() {
    let store = Store(initialState: Rows.State(rows: [Row.State(id: 1)])) { Rows() }
    store.send(.rows(.element(id: 1, action: .checkPresented)))
    #expect(store.state.rows[id: 1]?.log == ["isPresented false"])
  }
}
