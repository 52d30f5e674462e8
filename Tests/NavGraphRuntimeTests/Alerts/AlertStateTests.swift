import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `AlertState.swift`: alerts as presented destinations (P-10).
@MainActor
struct AlertStateTests {
  @Test("P-10 two alerts built alike are equal but are different identities")
  func p10() {
    let first = DestinationHost.alert
    let second = DestinationHost.alert
    #expect(first == second)
    #expect(first.id != second.id)
  }
}
