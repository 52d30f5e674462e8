import Dispatch

/// Tells, without trapping, whether code runs on the main dispatch queue, which is the main
/// actor's executor. `Thread.isMainThread` cannot: after `dispatchMain()` (as test runners on
/// Linux do) the main queue is served by worker threads.
enum MainQueueMarker {
  private static let key = DispatchSpecificKey<Bool>()

  /// Marks the main queue; called from the main actor, idempotent.
  @MainActor
  static func install() {
    if DispatchQueue.getSpecific(key: key) == nil {
      DispatchQueue.main.setSpecific(key: key, value: true)
    }
  }

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
