import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes messages framed with `Content-Length`, whole, one at a time from any thread. Once
/// the client has gone (a closed pipe), writing does nothing: the server notices the end of
/// its input and stops.
package final class FramedWriter: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var closed = false

  package init(fileDescriptor: Int32) {
    descriptor = fileDescriptor
  }

  package func write(_ message: OutgoingMessage) {
    let body = message.encoded()
    var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    bytes.append(contentsOf: body)
    lock.lock()
    defer { lock.unlock() }
    guard !closed else { return }
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        closed = true
        return
      }
      offset += count
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
