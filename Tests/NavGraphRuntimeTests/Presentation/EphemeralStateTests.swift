import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `EphemeralState.swift` and its use by the presentation reducer: alerts and dialogs
/// as destinations (P-40…P-46).
@MainActor
struct EphemeralStateTests {
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
