/// A JSON-RPC error object, with the codes of JSON-RPC 2.0 and the Language Server Protocol.
package struct ResponseError: Error, Hashable, Sendable, Codable {
  package var code: Int
  package var message: String

  package init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// The body is not JSON.
  package static func parseError(_ message: String) -> ResponseError {
    ResponseError(code: -32700, message: message)
  }

  /// JSON, but not a request, a notification or a response.
  package static func invalidRequest(_ message: String) -> ResponseError {
    ResponseError(code: -32600, message: message)
  }

  package static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: -32601, message: "unknown method \(method)")
  }

  package static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: -32602, message: message)
  }

  package static func internalError(_ message: String) -> ResponseError {
    ResponseError(code: -32603, message: message)
  }

  /// LSP: a request other than `initialize` before `initialize`.
  package static let serverNotInitialized = ResponseError(
    code: -32002, message: "the server is not initialized: send initialize first")

  /// LSP: the request was valid, but the server could not answer it (a file it cannot read, a
  /// picture Graphviz could not draw).
  package static func requestFailed(_ message: String) -> ResponseError {
    ResponseError(code: -32803, message: message)
  }
}
