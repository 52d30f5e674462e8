import Foundation
import NavGraphCore
import NavGraphSyntax

/// `navviz serve --lsp`: a language server over standard input and output, beside the
/// editor's Swift server, as linters run in editors. Lint findings are its diagnostics; a hover
/// on a reducer, a `State` field or an enum reducer's case says what it presents and who
/// presents it; code lenses count both; definition goes from a case to its feature; a command
/// draws the picture around the feature under the cursor.
///
/// One thread reads frames; this loop, on a thread of its own, handles them in order. After a
/// burst of edits (when no frame waits) it analyses once and publishes what changed. Whatever
/// a client sends, the loop answers or ignores it and goes on; only the end of the input, or
/// `exit`, ends it.
///
/// Unchecked `Sendable`: after `run` starts it, only the loop's thread touches its state.
package final class LanguageServer: @unchecked Sendable {
  package struct Options: Sendable {
    package var excludes: [String] = []
    package var includeTests = false
    /// The cache's root: summaries of files read before, and the server's pages.
    package var cacheFolder: URL?

    package init(excludes: [String] = [], includeTests: Bool = false, cacheFolder: URL? = nil) {
      self.excludes = excludes
      self.includeTests = includeTests
      self.cacheFolder = cacheFolder
    }
  }

  enum State { case waitingForInitialize, running, shutDown }

  let host: ServerHost
  let options: Options
  let writer: FramedWriter
  private let input: Int32
  var state = State.waitingForInitialize
  var encoding = PositionEncoding.utf16
  var client = ClientSupport()
  var workspace: Workspace?
  var files: ServerFiles?
  var documents = DocumentStore()
  /// Diagnostics last published, by URI: only what changes is published again.
  var published: [String: [LSP.Diagnostic]] = [:]
  /// Something changed that the published diagnostics do not show yet.
  var needsPublishing = false
  /// The last problem reported by `window/showMessage`, so it is not repeated on every edit.
  var reportedProblem: String?
  var nextRequestID = 1
  /// The last analysis whose timing was logged (`window/logMessage`).
  var loggedGeneration = 0

  /// What the client said it can do, as far as navviz asks.
  struct ClientSupport {
    var showDocument = false
    var watchedFilesRegistration = false
  }

  package init(
    host: ServerHost, options: Options, input: Int32 = 0, output: Int32 = 1
  ) {
    self.host = host
    self.options = options
    self.input = input
    writer = FramedWriter(fileDescriptor: output)
  }

  /// Serves until the input ends or the client sends `exit`; returns the exit status: 0 after
  /// `shutdown`, 1 otherwise, as the protocol says.
  package func run() -> Int32 {
    let queue = MessageQueue()
    let reader = FramedReader(fileDescriptor: input)
    let reading = Thread {
      while true {
        let frame = reader.next()
        queue.push(frame)
        if frame == .end { return }
      }
    }
    reading.start()
    let status = ExitStatusBox()
    let serving = Thread { [self] in
      status.value = loop(queue)
      status.done.signal()
    }
    // Parsing and resolving recurse as deep as a file nests: the loop gets the stack the
    // scanner's own workers get.
    serving.stackSize = ScanLimits.workerStackSize
    serving.start()
    status.done.wait()
    return status.value
  }

  /// The loop's exit status, handed to the thread that waits for it.
  private final class ExitStatusBox: @unchecked Sendable {
    var value: Int32 = 1
    let done = DispatchSemaphore(value: 0)
  }

  private func loop(_ queue: MessageQueue) -> Int32 {
    while true {
      switch queue.pop() {
      case .end:
        return state == .shutDown ? 0 : 1
      case .malformed(let reason):
        writer.write(.response(id: nil, result: .failure(.parseError(reason))))
      case .body(let body):
        do throws(InvalidMessage) {
          if let status = handle(try Message.decode(body)) { return status }
        } catch {
          writer.write(.response(id: error.id, result: .failure(error.error)))
        }
      }
      if needsPublishing && queue.isEmpty && state == .running { publishDiagnostics() }
    }
  }

  /// Handles one message; returns an exit status when the client said `exit`.
  private func handle(_ message: Message) -> Int32? {
    switch message {
    case .request(let id, let method, let params):
      writer.write(.response(id: id, result: respond(to: method, params: params)))
    case .notification(let method, let params):
      if method == "exit" { return state == .shutDown ? 0 : 1 }
      notice(method, params: params)
    case .response:
      // Answers to the server's own requests (registration, showDocument): nothing to do.
      break
    }
    return nil
  }

  private func respond(to method: String, params: JSONValue?) -> Result<JSONValue, ResponseError> {
    switch (state, method) {
    case (.waitingForInitialize, "initialize"):
      return decoded(params, as: LSP.InitializeParams.self).map(initialize)
    case (.waitingForInitialize, _):
      return .failure(.serverNotInitialized)
    case (.running, "initialize"):
      return .failure(.invalidRequest("initialize was already sent"))
    case (.shutDown, _):
      return .failure(.invalidRequest("the server is shut down: send exit"))
    case (.running, "shutdown"):
      state = .shutDown
      return .success(.null)
    case (.running, "textDocument/hover"):
      return decoded(params, as: LSP.TextDocumentPositionParams.self).flatMap(hover)
    case (.running, "textDocument/codeLens"):
      return decoded(params, as: LSP.CodeLensParams.self).flatMap(codeLenses)
    case (.running, "textDocument/definition"):
      return decoded(params, as: LSP.TextDocumentPositionParams.self).flatMap(definition)
    case (.running, "workspace/executeCommand"):
      return decoded(params, as: LSP.ExecuteCommandParams.self).flatMap(execute)
    default:
      return .failure(.methodNotFound(method))
    }
  }

  private func notice(_ method: String, params: JSONValue?) {
    guard state == .running else { return }
    switch method {
    case "initialized": registerForFileChanges()
    case "textDocument/didOpen":
      if case .success(let params) = decoded(params, as: LSP.DidOpenTextDocumentParams.self) {
        didOpen(params)
      }
    case "textDocument/didChange":
      if case .success(let params) = decoded(params, as: LSP.DidChangeTextDocumentParams.self) {
        didChange(params)
      }
    case "textDocument/didSave":
      if case .success(let params) = decoded(params, as: LSP.DidSaveTextDocumentParams.self) {
        didSave(params)
      }
    case "textDocument/didClose":
      if case .success(let params) = decoded(params, as: LSP.DidCloseTextDocumentParams.self) {
        didClose(params)
      }
    case "workspace/didChangeWatchedFiles":
      if case .success(let params) = decoded(params, as: LSP.DidChangeWatchedFilesParams.self) {
        didChangeWatchedFiles(params)
      }
    default:
      // `$/cancelRequest`, `$/setTrace`, configuration changes: nothing navviz acts on.
      break
    }
  }

  func decoded<T: Decodable>(_ params: JSONValue?, as type: T.Type)
    -> Result<T, ResponseError>
  {
    do {
      return .success(try (params ?? .object([:])).decode(T.self))
    } catch {
      return .failure(.invalidParams("\(T.self): \(error)"))
    }
  }

  /// Sends a request of the server's own; its answer is not waited for.
  func request(_ method: String, _ params: some Encodable) {
    writer.write(
      .request(id: .number(nextRequestID), method: method, params: OutgoingMessage.json(params)))
    nextRequestID += 1
  }

  func notify(_ method: String, _ params: some Encodable) {
    writer.write(.notification(method: method, params: OutgoingMessage.json(params)))
  }

  /// Tells the user once about `problem` (the folder cannot be read, a picture not drawn).
  func show(_ problem: String, type: Int = 1) {
    guard problem != reportedProblem else { return }
    reportedProblem = problem
    notify("window/showMessage", LSP.MessageParams(type: type, message: "navviz: " + problem))
  }
}
