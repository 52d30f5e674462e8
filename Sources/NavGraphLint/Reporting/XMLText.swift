/// Escaping for XML attribute values and text (checkstyle, JUnit).
enum XMLText {
  static func escape(_ text: String) -> String {
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
}
