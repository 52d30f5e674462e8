import Foundation

/// Every benchmark line is flushed as soon as it is printed, so figures show up while a long
/// run is still going even when the output is piped to a file. (`fflush(nil)` flushes every
/// stream; naming `stdout` itself is not concurrency-safe in Swift 6.)
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  Swift.print(items.map { "\($0)" }.joined(separator: separator), terminator: terminator)
  fflush(nil)
}
