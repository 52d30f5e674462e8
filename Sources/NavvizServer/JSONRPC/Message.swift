import Foundation

/// One JSON-RPC message as it arrived: a request (method and id), a notification (method, no
/// id) or a response to a request the server sent (id, and result or error).
package enum Message: Sendable {
  case request(id: RequestID, method: String, params: JSONValue?)
  case notification(method: String, params: JSONValue?)
  case response(id: RequestID, result: JSONValue?, error: ResponseError?)

  private struct Envelope: Decodable {
    var jsonrpc: String?
    var id: RequestID?
    var method: String?
    var params: JSONValue?
    var result: JSONValue?
    var error: ResponseError?
  }

  /// The message `body` holds.
  /// - Throws: `ResponseError.parseError` when it is not JSON, `.invalidRequest` (with the
  ///   request's id when it has one) when it is JSON but no message.
  package static func decode(_ body: Data) throws(InvalidMessage) -> Message {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: body)
    } catch {
      throw InvalidMessage(id: nil, error: .parseError("the message is not JSON"))
    }
    guard case .object = value else {
      throw InvalidMessage(
        id: nil, error: .invalidRequest("a message is a JSON object (batches are not used)"))
    }
    let envelope: Envelope
    do {
      envelope = try value.decode(Envelope.self)
    } catch {
      let id = value["id"].flatMap { try? $0.decode(RequestID.self) }
      throw InvalidMessage(id: id, error: .invalidRequest("malformed message: \(error)"))
    }
    guard envelope.jsonrpc == "2.0" else {
      throw InvalidMessage(id: envelope.id, error: .invalidRequest("jsonrpc must be \"2.0\""))
    }
    switch (envelope.id, envelope.method) {
    case (let id?, let method?): return .request(id: id, method: method, params: envelope.params)
    case (nil, let method?): return .notification(method: method, params: envelope.params)
    case (let id?, nil): return .response(id: id, result: envelope.result, error: envelope.error)
    case (nil, nil):
      throw InvalidMessage(id: nil, error: .invalidRequest("a message has a method or an id"))
    }
  }
}

/// A message that could not be read, and the error its sender is answered with (`id` is
/// `nil` when it could not be told).
package struct InvalidMessage: Error, Sendable {
  package var id: RequestID?
  package var error: ResponseError
}
