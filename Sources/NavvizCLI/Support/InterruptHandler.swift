import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends navviz cleanly on SIGINT (Ctrl-C) and SIGTERM: deletes the temporary file of any
/// output being written (`PendingOutputs`), so neither half a file nor a stray temporary one
/// is left, and exits with 128 + the signal's number (130, 143), as shells report a process a
/// signal ended.
///
/// Dispatch signal sources run the handler on an ordinary thread, where taking a lock and
/// deleting files is allowed (a C signal handler may do neither safely). The default action
/// must be ignored first, or the signal would still end the process before the source sees it.
enum InterruptHandler {
  private static let queue = DispatchQueue(label: "navviz.interrupt")
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Installs the handler for SIGINT and SIGTERM; call once, before any output is written.
  static func install() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { interrupted(by: number) }
      source.resume()
      sources.append(source)
    }
  }

  private static func interrupted(by number: Int32) -> Never {
    PendingOutputs.shared.abandonAll()
    // `_exit`, not `exit`: other threads are still rendering, and running atexit handlers and
    // static destructors under them could crash instead of exiting.
    _exit(128 + number)
  }
}
