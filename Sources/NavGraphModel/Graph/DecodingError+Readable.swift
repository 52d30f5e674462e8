extension DecodingError {
  /// `edges[2].kind: unknown edge kind "modal" (...)`: where in the document, and what.
  var readableDescription: String {
    switch self {
    case .typeMismatch(let type, let context):
      return "\(context.pathDescription): expected \(Self.jsonName(of: type))"
    case .valueNotFound(let type, let context):
      return "\(context.pathDescription): expected \(Self.jsonName(of: type)), found null"
    case .keyNotFound(let key, let context):
      return "\(context.pathDescription(appending: key)): required key is missing"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        // Invalid JSON: Foundation's underlying error says where ("line 3, column 7").
        let detail = context.underlyingError.map { String(describing: $0) }
        return "not valid JSON" + (detail.map { ": \(Self.shorten($0))" } ?? "")
      }
      return "\(context.pathDescription): \(context.debugDescription)"
    @unknown default:
      return String(describing: self)
    }
  }

  private static func jsonName(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "an integer"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    case is Bool.Type: "true or false"
    case is Double.Type: "a number"
    default: "\(type)"
    }
  }

  private static func shorten(_ text: String) -> String {
    // Foundation wraps the useful part ("Unexpected character ... around line 3, column 7.")
    // in an NSError description; keep the part a person needs.
    if let range = text.range(of: "NSDebugDescription=") {
      return String(text[range.upperBound...]).trimmingCharacters(in: ["}", ")", " "])
    }
    return text
  }
}

extension DecodingError.Context {
  var pathDescription: String { Self.describe(codingPath) }

  func pathDescription(appending key: any CodingKey) -> String {
    Self.describe(codingPath + [key])
  }

  private static func describe(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "document" : text
  }
}
