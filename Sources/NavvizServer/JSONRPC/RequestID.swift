/// A request's `id`: JSON-RPC allows a number or a string, and a response repeats it as sent.
package enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
  case number(Int)
  case string(String)

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let text): try container.encode(text)
    }
  }

  package var description: String {
    switch self {
    case .number(let number): String(number)
    case .string(let text): text
    }
  }
}
