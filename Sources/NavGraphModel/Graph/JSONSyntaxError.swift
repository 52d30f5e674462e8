import Foundation

/// Where a JSON document stops being JSON, as `line L, column C: what`.
///
/// JSONDecoder on Linux only says "not valid JSON"; JSONSerialization says "around character
/// N", which this turns into the line and column an editor jumps to.
enum JSONSyntaxError {
  static func describe(_ data: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return "not valid JSON"
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        ?? "not valid JSON"
      if let offset = characterOffset(in: detail) {
        let (line, column) = position(ofCharacter: offset, in: data)
        let reason = detail.components(separatedBy: " around").first ?? detail
        return "line \(line), column \(column): \(reason.lowercased())"
      }
      if detail.contains("end of file") || detail.contains("Unexpected end") {
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).count
        return "line \(lines): unexpected end of file"
      }
      return detail
    }
  }

  private static func characterOffset(in detail: String) -> Int? {
    guard let range = detail.range(of: "character ") else { return nil }
    return Int(detail[range.upperBound...].prefix { $0.isNumber })
  }

  private static func position(ofCharacter offset: Int, in data: Data) -> (Int, Int) {
    let text = String(decoding: data, as: UTF8.self)
    var line = 1
    var column = 1
    for (index, character) in text.enumerated() {
      if index >= offset { break }
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
