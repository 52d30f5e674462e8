import Foundation
import Testing

@testable import NavvizServer

/// Frames are read whatever the client's writes cut them into, and whatever it sends between
/// them: a broken header is reported and reading goes on.
@Suite struct FramedReaderTests {
  static func frame(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  /// The frames a reader reads from `pieces`, written one by one with a pause between, so
  /// the reader sees them in as many reads.
  static func read(_ pieces: [[UInt8]]) -> [FramedReader.Frame] {
    var descriptors: [Int32] = [0, 0]
    _ = descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    let writer = Thread {
      for piece in pieces {
        _ = piece.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        Thread.sleep(forTimeInterval: 0.02)
      }
      close(writeEnd)
    }
    writer.start()
    let reader = FramedReader(fileDescriptor: readEnd)
    var frames: [FramedReader.Frame] = []
    while true {
      let frame = reader.next()
      frames.append(frame)
      if frame == .end { break }
    }
    close(readEnd)
    return frames
  }

  @Test func framesWrittenSeparately() {
    let frames = Self.read([Self.frame("{\"a\":1}"), Self.frame("{\"b\":2}")])
    #expect(frames == [.body(Data("{\"a\":1}".utf8)), .body(Data("{\"b\":2}".utf8)), .end])
  }

  @Test func framesCutAnywhere() {
    let bytes = Self.frame("{\"a\":1}") + Self.frame("{\"bb\":22}")
    let pieces = stride(from: 0, to: bytes.count, by: 3).map {
      Array(bytes[$0..<min($0 + 3, bytes.count)])
    }
    #expect(
      Self.read(pieces) == [.body(Data("{\"a\":1}".utf8)), .body(Data("{\"bb\":22}".utf8)), .end])
  }

  /// As pygls and VS Code write them: a content type after the length, lines ending in CR LF.
  @Test func aContentTypeAfterTheLength() {
    let body = "{\"x\":1}"
    let header =
      "Content-Length: \(body.utf8.count)\r\n"
      + "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
    #expect(Self.read([Array((header + body).utf8)]) == [.body(Data(body.utf8)), .end])
  }

  @Test func headersInAnyCaseWithOthersAndBareLineFeeds() {
    let body = "{\"x\":true}"
    let header = "content-type: application/vscode-jsonrpc\ncontent-length: \(body.utf8.count)\n\n"
    #expect(Self.read([Array((header + body).utf8)]) == [.body(Data(body.utf8)), .end])
  }

  @Test func aBrokenHeaderIsReportedAndReadingGoesOn() {
    let frames = Self.read([
      Array("Content-Length: many\r\n\r\n".utf8), Array("garbage\r\n\r\n".utf8),
      Self.frame("{}"),
    ])
    #expect(frames.count == 4)
    if case .malformed = frames[0] {} else { Issue.record("expected a malformed frame first") }
    if case .malformed = frames[1] {} else { Issue.record("expected a malformed frame second") }
    #expect(frames[2] == .body(Data("{}".utf8)))
  }

  @Test func aTruncatedBodyEndsTheInput() {
    #expect(Self.read([Array("Content-Length: 100\r\n\r\n{\"short\":1}".utf8)]) == [.end])
  }

  @Test func aHeaderWithoutItsBlankLineIsDroppedPastTheLimit() {
    let noise = [UInt8](repeating: UInt8(ascii: "x"), count: FramedReader.maximumHeaderLength + 10)
    let frames = Self.read([noise, Array("\r\n\r\n".utf8), Self.frame("{}")])
    #expect(frames.last == .end)
    #expect(frames.contains(.body(Data("{}".utf8))))
  }
}
