import Foundation

/// Runs two independent pieces of work at the same time when `jobs` allows two threads, else
/// one after the other; returns both results. For the serial tail of a scan, where one
/// core would otherwise wait while the other sorts.
///
/// `second` gets its own thread with the scanner's worker stack (`ScanLimits`), like every
/// thread the scanner starts; `first` runs on the caller's.
package func concurrently<First, Second: Sendable>(
  jobs: Int, _ first: () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
  guard jobs > 1 else { return (first(), second()) }
  let slot = Slot<Second>()
  let finished = DispatchSemaphore(value: 0)
  let worker = Thread {
    slot.value = second()
    finished.signal()
  }
  worker.stackSize = ScanLimits.workerStackSize
  worker.start()
  let firstResult = first()
  finished.wait()
  return (firstResult, slot.value!)
}

/// Written by the worker before it signals, read by the caller after waiting: the semaphore
/// orders the two accesses.
private final class Slot<Value>: @unchecked Sendable {
  var value: Value?
}
