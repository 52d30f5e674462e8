import Foundation
import NavGraphLint
import Testing

@testable import NavvizServer

/// A `LanguageServer` run in this process over two pipes, driven as a client drives it: what
/// is sent is framed as a client frames it, and what comes back is read frame by frame.
final class ServerSession: @unchecked Sendable {
  let workspace: URL
  private let toServer: Int32
  private let fromServer: Int32
  private let condition = NSCondition()
  private var received: [JSONValue] = []
  private var exitStatus: Int32?
  private var nextID = 1
  private var inputClosed = false

  /// A host that reads a configuration with `typo` in it as a problem on line 2.
  static let host = ServerHost(
    readConfiguration: { text, _ throws(ConfigurationProblem) in
      if text.contains("typo") {
        throw ConfigurationProblem(message: "unknown key \"typo\"", line: 2)
      }
      return LintConfiguration()
    },
    diff: { _, _, _ in "no changes" },
    ruleExplanation: { "the rule \($0)" })

  init(files: [String: String]) throws {
    workspace = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-serve-tests-\(UUID().uuidString)")
    for (name, text) in files {
      let url = workspace.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
    _ = input.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
    _ = output.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
    toServer = input[1]
    fromServer = output[0]
    let (serverInput, serverOutput) = (input[0], output[1])
    let server = LanguageServer(
      host: Self.host,
      options: .init(cacheFolder: workspace.appendingPathComponent(".cache")),
      input: serverInput, output: serverOutput)
    let serving = Thread { [self] in
      let status = server.run()
      close(serverInput)
      close(serverOutput)
      condition.lock()
      exitStatus = status
      condition.broadcast()
      condition.unlock()
    }
    serving.start()
    let reading = Thread { [self] in
      let reader = FramedReader(fileDescriptor: fromServer)
      while case .body(let body) = reader.next() {
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: body) else { continue }
        condition.lock()
        received.append(message)
        condition.broadcast()
        condition.unlock()
      }
    }
    reading.start()
  }

  deinit {
    closeInput()
    try? FileManager.default.removeItem(at: workspace)
  }

  func uri(_ name: String) -> String {
    workspace.appendingPathComponent(name).absoluteString
  }

  func sendRaw(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(toServer, $0.baseAddress, $0.count) }
  }

  func send(_ message: JSONValue) {
    let body = Array(OutgoingMessage.json(message).encodedForTests.utf8)
    sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// Sends a request and returns its response.
  @discardableResult
  func request(_ method: String, _ params: JSONValue = .object([:])) throws -> JSONValue {
    let id = nextID
    nextID += 1
    send(
      .object(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]))
    return try next { $0["id"] == .integer(id) && $0["method"] == nil }
  }

  func notify(_ method: String, _ params: JSONValue = .object([:])) {
    send(.object(["jsonrpc": "2.0", "method": .string(method), "params": params]))
  }

  /// The first message received (and not taken yet) that `accepts`, waiting for it.
  func next(timeout: TimeInterval = 60, _ accepts: (JSONValue) -> Bool) throws -> JSONValue {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let index = received.firstIndex(where: accepts) { return received.remove(at: index) }
      guard condition.wait(until: deadline) else { throw SessionTimeout() }
    }
  }

  /// The diagnostics next published for `name`.
  func diagnostics(_ name: String) throws -> [JSONValue] {
    let uri = uri(name)
    let message = try next {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri)
    }
    guard case .array(let list)? = message["params"]?["diagnostics"] else { return [] }
    return list
  }

  /// The server's exit status once it has stopped.
  func waitForExit(timeout: TimeInterval = 30) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while exitStatus == nil {
      guard condition.wait(until: deadline) else { throw SessionTimeout() }
    }
    return exitStatus!
  }

  /// Ends the server's input, as a client that goes away does.
  func closeInput() {
    guard !inputClosed else { return }
    inputClosed = true
    close(toServer)
  }

  struct SessionTimeout: Error {}
}

extension JSONValue {
  var encodedForTests: String {
    String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
  }

  var code: Int? { self["error"]?["code"]?.integerValue }
}
