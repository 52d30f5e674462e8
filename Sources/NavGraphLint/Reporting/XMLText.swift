/// Escaping for XML attribute values and text (checkstyle, JUnit).
enum XMLText {
  static func escape(_ text: String) -> String {
    // Every character escaped or dropped is ASCII (one UTF-8 byte): a text without one is
    // returned as it is, without rebuilding it scalar by scalar.
    guard text.utf8.contains(where: needsEscaping) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default:
        // XML 1.0 forbids other control characters even escaped; drop them.
        if scalar.value < 0x20 { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
      || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }
}
