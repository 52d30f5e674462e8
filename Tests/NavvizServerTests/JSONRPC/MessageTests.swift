import Foundation
import Testing

@testable import NavvizServer

/// What is a request, a notification or a response, and the error each kind of nonsense gets.
@Suite struct MessageTests {
  static func decode(_ text: String) -> Result<Message, InvalidMessage> {
    do throws(InvalidMessage) {
      return .success(try Message.decode(Data(text.utf8)))
    } catch {
      return .failure(error)
    }
  }

  @Test func requestsNotificationsAndResponses() throws {
    guard
      case .success(.request(let id, let method, _)) = Self.decode(
        #"{"jsonrpc":"2.0","id":"a","method":"shutdown"}"#)
    else { Issue.record("not a request"); return }
    #expect(id == .string("a") && method == "shutdown")
    guard
      case .success(.notification(let name, let params)) = Self.decode(
        #"{"jsonrpc":"2.0","method":"exit","params":{"x":[1,2.5,null]}}"#)
    else { Issue.record("not a notification"); return }
    #expect(name == "exit" && params?["x"] == .array([.integer(1), .double(2.5), .null]))
    guard
      case .success(.response(let answered, _, _)) = Self.decode(
        #"{"jsonrpc":"2.0","id":7,"result":null}"#)
    else { Issue.record("not a response"); return }
    #expect(answered == .number(7))
  }

  @Test func nonsenseGetsItsError() {
    func code(_ text: String) -> Int? {
      if case .failure(let invalid) = Self.decode(text) { return invalid.error.code }
      return nil
    }
    #expect(code("{not json") == -32700)
    #expect(code("[1,2]") == -32600)
    #expect(code(#"{"jsonrpc":"1.0","id":1,"method":"x"}"#) == -32600)
    #expect(code(#"{"jsonrpc":"2.0"}"#) == -32600)
    #expect(code(#"{"jsonrpc":"2.0","id":{"no":1},"method":"x"}"#) == -32600)
  }

  @Test func aResponseNamesItsRequest() throws {
    let data = OutgoingMessage.response(id: nil, result: .failure(.parseError("bad"))).encoded()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text == #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
  }
}
