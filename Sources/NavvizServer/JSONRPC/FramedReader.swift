import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads messages framed as the Language Server Protocol frames them (`Content-Length: N`,
/// a blank line, then N bytes of JSON) from a file descriptor.
///
/// A client may send anything: a header block without a usable length is reported and
/// skipped, and reading goes on with the next block; a body larger than `maximumLength` is
/// read past without being kept. Only the end of the input ends it.
///
/// Unchecked `Sendable`: one thread reads, the one it is handed to.
package final class FramedReader: @unchecked Sendable {
  package enum Frame: Sendable, Equatable {
    case body(Data)
    /// A header block that frames no message, with why.
    case malformed(String)
    case end
  }

  /// Longer bodies are refused (and skipped) rather than held in memory.
  package static let maximumLength = 256 << 20
  /// A header block longer than this without its blank line is not a header block.
  static let maximumHeaderLength = 16 << 10

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  package init(fileDescriptor: Int32) {
    descriptor = fileDescriptor
  }

  package func next() -> Frame {
    guard let header = readHeader() else { return .end }
    guard let length = Self.contentLength(header) else {
      return .malformed("a header block without a valid Content-Length")
    }
    guard length <= Self.maximumLength else {
      skip(length)
      return .malformed("a message of \(length) bytes, more than the \(Self.maximumLength) read")
    }
    guard let body = read(length) else { return .end }
    return .body(Data(body))
  }

  /// The header block up to its blank line (`\r\n\r\n`, or `\n\n` from a lenient client),
  /// `nil` at the end of the input.
  private func readHeader() -> [UInt8]? {
    // How far past `start` the search has looked: counted from `start`, because filling the
    // buffer may move its unread bytes to the front.
    var searched = 0
    while true {
      if let (end, next) = Self.blankLine(in: buffer, from: start + searched, after: start) {
        let header = Array(buffer[start..<end])
        start = next
        return header
      }
      if buffer.count - start > Self.maximumHeaderLength {
        // No header ends here: drop what was read and look again in what follows.
        let header = Array(buffer[start..<buffer.count])
        start = buffer.count
        return header
      }
      searched = max(0, buffer.count - start - 3)
      guard fill() else {
        if start < buffer.count {
          let rest = Array(buffer[start...])
          start = buffer.count
          return rest.allSatisfy(Self.isSpace) ? nil : rest
        }
        return nil
      }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Where the header's last line ends and the body starts.
  private static func blankLine(in bytes: [UInt8], from: Int, after start: Int)
    -> (end: Int, next: Int)?
  {
    var index = max(from, start)
    while index < bytes.count {
      if bytes[index] == 0x0A {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return (index, index + 2) }
        if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A {
          return (index > start && bytes[index - 1] == 0x0D ? index - 1 : index, index + 3)
        }
      }
      index += 1
    }
    return nil
  }

  /// The `Content-Length` of a header block (any case, other headers ignored).
  static func contentLength(_ header: [UInt8]) -> Int? {
    // Split on the bytes: as characters, `\r\n` is one that is neither `\r` nor `\n`.
    for bytes in header.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
      let line = String(decoding: bytes, as: UTF8.self)
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      guard name == "content-length" else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard let length = Int(value), length >= 0 else { return nil }
      return length
    }
    return nil
  }

  private func read(_ count: Int) -> [UInt8]? {
    while buffer.count - start < count {
      guard fill() else { return nil }
    }
    let body = Array(buffer[start..<start + count])
    start += count
    return body
  }

  private func skip(_ count: Int) {
    var remaining = count
    while remaining > 0 {
      if start == buffer.count, !fill() { return }
      let taken = min(remaining, buffer.count - start)
      start += taken
      remaining -= taken
    }
  }

  /// Reads what is there into the buffer; `false` at the end of the input.
  private func fill() -> Bool {
    if atEnd { return false }
    if start > 0 && start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 1 << 20 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        atEnd = true
        return false
      }
      buffer.append(contentsOf: chunk[0..<count])
      return true
    }
  }
}

/// `read(2)`, named so it does not clash with the reader's own `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
