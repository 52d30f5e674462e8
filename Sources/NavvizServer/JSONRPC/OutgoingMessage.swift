import Foundation

/// What the server writes: a response to a request, a notification, or a request of its own
/// (`window/showDocument`). Written with sorted keys, so the same answer is the same bytes.
package enum OutgoingMessage: Sendable {
  case response(id: RequestID?, result: Result<JSONValue, ResponseError>)
  case notification(method: String, params: JSONValue)
  case request(id: RequestID, method: String, params: JSONValue)

  /// `value` as JSON, for a result or parameters.
  package static func json(_ value: some Encodable) -> JSONValue {
    (try? JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))) ?? .null
  }

  package func encoded() -> Data {
    var members: [String: JSONValue] = ["jsonrpc": .string("2.0")]
    switch self {
    case .response(let id, let result):
      members["id"] = id.map(Self.json) ?? .null
      switch result {
      case .success(let value): members["result"] = value
      case .failure(let error): members["error"] = Self.json(error)
      }
    case .notification(let method, let params):
      members["method"] = .string(method)
      members["params"] = params
    case .request(let id, let method, let params):
      members["id"] = Self.json(id)
      members["method"] = .string(method)
      members["params"] = params
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(JSONValue.object(members))) ?? Data()
  }
}
