/// The effects a test store waits for and reports (T-21…T-24): each effect and dismiss listener
/// its store starts, from its start until it ends, with the action and test line that started it.
/// Only a `TestStore` hands one to its store's core; a plain `Store` starts its effects without
/// this bookkeeping.
@MainActor
final class TrackedEffects {
  /// The effects in flight, keyed by a serial number, so sorting the keys gives the order they
  /// started in.
  private(set) var inFlight: [Int: EffectOrigin] = [:]
  /// What the effects started from now on are reported as coming from: the action being sent.
  var origin = EffectOrigin(action: (), location: IssueLocation())
  /// Called when a tracked effect ends, so a waiting test store can look again.
  var didChange: (() -> Void)?
  private var lastNumber = 0

  var isEmpty: Bool { inFlight.isEmpty }

  /// Tracks an effect from now until ``end(_:)``, as coming from ``origin``; returns its number.
  func begin(isListener: Bool) -> Int {
    lastNumber += 1
    var started = origin
    started.isListener = isListener
    inFlight[lastNumber] = started
    return lastNumber
  }

  /// Gives the tracked effect `number` the way to cancel it, once it exists.
  func setCancel(of number: Int, to cancel: @escaping @Sendable () -> Void) {
    inFlight[number]?.cancel = cancel
  }

  /// The effect `number` ended; tells the waiting test store when it was still tracked.
  func end(_ number: Int) {
    if inFlight.removeValue(forKey: number) != nil { didChange?() }
  }

  /// Stops tracking every dismiss listener: they are stopped, not reported (T-24).
  func removeListeners() {
    for (number, effect) in inFlight where effect.isListener {
      inFlight[number] = nil
    }
  }

  /// Stops tracking every effect without cancelling it (T-21, a root `dismiss()`).
  func removeAll() {
    inFlight.removeAll()
  }
}

/// The action (and the test line) that started an effect, for end-of-test reports (T-23).
struct EffectOrigin {
  /// The action the test sent (T-21 names it when its effects are skipped).
  var action: Any
  var location: IssueLocation
  /// Dismiss listeners are stopped, not reported, at the end of a test (T-24).
  var isListener = false
  var cancel: @Sendable () -> Void = {}
}
