import Testing

@testable import NavGraphRuntime

private struct Plain: Equatable { var count = 0 }
private struct Tagged: Identifiable, Equatable { let id: Int }
private protocol Probe {}
private struct IdentifiedProbe: Probe, Identifiable { let id: String }
private final class Box: Identifiable { let id = 7 }

private enum Destination {
  case plain(Plain)
  case tagged(Tagged)
  case labelled(state: Tagged)
  case optional(Tagged?)
  case existential(any Probe)
  case object(Box)
  case alert(AlertState<Never>)
  case empty
}

private struct Holder {
  var plain: Plain
  var tagged: Tagged
  var destination: Destination
}

/// The identity worked out once per type and case must be the one reflection reads off each
/// value (P-8) — for every kind of payload, before and after the case was first seen — and must
/// find alerts the same way (P-40).
struct NavigationIdentityTests {
  private let destinations: [Destination] = [
    .plain(Plain()), .tagged(Tagged(id: 1)), .labelled(state: Tagged(id: 2)),
    .optional(Tagged(id: 3)), .optional(nil), .existential(IdentifiedProbe(id: "x")),
    .object(Box()), .alert(AlertState { TextState("Gone?") }), .empty,
  ]

  @Test func enumPayloadsOfEveryKind() {
    let identity = NavigationIdentity<Destination>()
    for _ in 0..<2 {
      for value in destinations {
        #expect(
          identity.id(of: value, keyPath: \Holder.destination)
            == NavigationID(base: value, keyPath: \Holder.destination), "\(value)")
        #expect(identity.isEphemeral(value) == isEphemeral(value), "\(value)")
      }
    }
  }

  @Test func structs() {
    #expect(
      NavigationIdentity<Plain>().id(of: Plain(), keyPath: \Holder.plain)
        == NavigationID(base: Plain(), keyPath: \Holder.plain))
    #expect(
      NavigationIdentity<Tagged>().id(of: Tagged(id: 4), keyPath: \Holder.tagged)
        == NavigationID(base: Tagged(id: 4), keyPath: \Holder.tagged))
    #expect(
      NavigationIdentity<Tagged>().id(of: Tagged(id: 4), keyPath: \Holder.tagged)
        != NavigationID(base: Tagged(id: 5), keyPath: \Holder.tagged))
  }
}
