import Foundation
import Testing

@testable import NavvizServer

/// `navviz serve --lsp` in this process, as a client drives it: the lifecycle and its errors,
/// diagnostics that follow edits, hover, code lenses, definition, and nonsense that never
/// stops it.
@Suite(.serialized) struct LanguageServerTests {
  static let parent = """
    @Reducer
    struct Parent {
      @Reducer
      enum Destination {
        case child(Child)
      }
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      enum Action { case destination(PresentationAction<Destination.Action>), tapped }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.destination = .child(Child.State())
          return .none
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }
    """
  static let child = "@Reducer\nstruct Child {\n  struct State {}\n  enum Action {}\n}\n"
  /// The parent with a second presentation it never integrates: lint finds it.
  static let broken = parent.replacingOccurrences(
    of: "@Presents var destination: Destination.State?",
    with: "@Presents var destination: Destination.State?\n    @Presents var extra: Child.State?")

  static let parentFile = "Sources/App/Parent.swift"
  static let files = [parentFile: parent, "Sources/App/Child.swift": child]

  func initialize(_ session: ServerSession) throws -> JSONValue {
    let response = try session.request(
      "initialize",
      .object([
        "rootUri": .string(session.workspace.absoluteString),
        "capabilities": .object(["general": .object(["positionEncodings": .array(["utf-8"])])]),
      ]))
    session.notify("initialized")
    return response
  }

  func open(_ session: ServerSession, _ name: String, _ text: String) {
    session.notify(
      "textDocument/didOpen",
      .object([
        "textDocument": .object([
          "uri": .string(session.uri(name)), "languageId": "swift", "version": 1,
          "text": .string(text),
        ])
      ]))
  }

  func change(_ session: ServerSession, _ name: String, _ text: String, version: Int) {
    session.notify(
      "textDocument/didChange",
      .object([
        "textDocument": .object(["uri": .string(session.uri(name)), "version": .integer(version)]),
        "contentChanges": .array([.object(["text": .string(text)])]),
      ]))
  }

  func place(_ session: ServerSession, _ name: String, line: Int, character: Int) -> JSONValue {
    .object([
      "textDocument": .object(["uri": .string(session.uri(name))]),
      "position": .object(["line": .integer(line), "character": .integer(character)]),
    ])
  }

  @Test func lifecycleAndItsErrors() throws {
    let session = try ServerSession(files: Self.files)
    #expect(try session.request("textDocument/hover").code == -32002)
    let response = try initialize(session)
    #expect(response["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
    #expect(try session.request("initialize").code == -32600)
    #expect(try session.request("no/suchMethod").code == -32601)
    #expect(try session.request("textDocument/hover", .array([1])).code == -32602)
    #expect(try session.request("shutdown")["result"] == .null)
    #expect(try session.request("textDocument/hover").code == -32600)
    session.notify("exit")
    #expect(try session.waitForExit() == 0)
  }

  @Test func theEndOfInputWithoutShutdownEndsWithOne() throws {
    let session = try ServerSession(files: Self.files)
    _ = try initialize(session)
    session.closeInput()
    #expect(try session.waitForExit() == 1)
  }

  @Test func garbageIsAnsweredAndServingGoesOn() throws {
    let session = try ServerSession(files: Self.files)
    _ = try initialize(session)
    session.sendRaw(Array("Content-Length: 9\r\n\r\n{garbage}".utf8))
    #expect(try session.next { $0.code == -32700 }["id"] == .null)
    session.sendRaw(Array("no header at all\r\n\r\n".utf8))
    #expect(try session.next { $0.code == -32700 }["id"] == .null)
    session.sendRaw(Array("Content-Length: 2\r\n\r\n[]".utf8))
    #expect(try session.next { $0.code == -32600 }["id"] == .null)
    // A notification with parameters of the wrong shape is ignored.
    session.notify("textDocument/didOpen", .object(["textDocument": 3]))
    #expect(try session.request("shutdown")["result"] == .null)
  }

  @Test func diagnosticsFollowEdits() throws {
    let session = try ServerSession(files: Self.files)
    _ = try initialize(session)
    open(session, Self.parentFile, Self.broken)
    let found = try session.diagnostics(Self.parentFile)
    #expect(!found.isEmpty)
    let first = try #require(found.first)
    #expect(first["source"] == "navviz")
    #expect(first["codeDescription"]?["href"]?.stringValue?.hasPrefix("file://") == true)
    let page = try #require(
      first["codeDescription"]?["href"]?.stringValue.flatMap(URL.init(string:)))
    #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix("the rule "))
    change(session, Self.parentFile, Self.parent, version: 2)
    #expect(try session.diagnostics(Self.parentFile).isEmpty)
    change(session, Self.parentFile, Self.broken, version: 3)
    #expect(try session.diagnostics(Self.parentFile).count == found.count)
    #expect(try session.request("shutdown")["result"] == .null)
  }

  @Test func hoverLensesAndDefinition() throws {
    let session = try ServerSession(files: Self.files)
    _ = try initialize(session)
    open(session, Self.parentFile, Self.parent)
    // `case child(Child)` is line 4 (0-based), the case's name at byte 9.
    let hover = try session.request(
      "textDocument/hover", place(session, Self.parentFile, line: 4, character: 10))
    let text = try #require(hover["result"]?["contents"]?["value"]?.stringValue)
    #expect(text.contains("Parent.Destination") && text.contains("Child"))
    let lenses = try session.request(
      "textDocument/codeLens",
      .object(["textDocument": .object(["uri": .string(session.uri(Self.parentFile))])]))
    guard case .array(let list)? = lenses["result"] else {
      Issue.record("no code lenses: \(lenses)")
      return
    }
    let titles = list.compactMap { $0["command"]?["title"]?.stringValue }
    #expect(titles.contains("presented by 0 · presents 1"))
    let definition = try session.request(
      "textDocument/definition", place(session, Self.parentFile, line: 4, character: 10))
    guard case .array(let locations)? = definition["result"] else {
      Issue.record("no definition: \(definition)")
      return
    }
    #expect(locations.first?["uri"] == .string(session.uri("Sources/App/Child.swift")))
    #expect(try session.request("shutdown")["result"] == .null)
  }

  @Test func aConfigurationTypoIsADiagnosticAndLintGoesOn() throws {
    let session = try ServerSession(
      files: Self.files.merging([".navviz.yml": "rules:\n  typo: on\n"]) { a, _ in a })
    _ = try initialize(session)
    let problems = try session.diagnostics(".navviz.yml")
    #expect(problems.count == 1)
    #expect(problems.first?["range"]?["start"]?["line"] == 1)
    open(session, ".navviz.yml", "rules: {}\n")
    #expect(try session.diagnostics(".navviz.yml").isEmpty)
    #expect(try session.request("shutdown")["result"] == .null)
  }

  /// A file deleted under the server drops out; its diagnostics are cleared.
  @Test func aDeletedFileDropsOut() throws {
    let session = try ServerSession(files: [
      Self.parentFile: Self.broken, "Sources/App/Child.swift": Self.child,
    ])
    _ = try initialize(session)
    #expect(!(try session.diagnostics(Self.parentFile)).isEmpty)
    try FileManager.default.removeItem(
      at: session.workspace.appendingPathComponent(Self.parentFile))
    session.notify(
      "workspace/didChangeWatchedFiles",
      .object([
        "changes": .array([.object(["uri": .string(session.uri(Self.parentFile)), "type": 3])])
      ]))
    #expect(try session.diagnostics(Self.parentFile).isEmpty)
    let hover = try session.request(
      "textDocument/hover", place(session, Self.parentFile, line: 4, character: 10))
    #expect(hover["result"] == .null)
    #expect(try session.request("shutdown")["result"] == .null)
  }
}
