/// One of ArgumentParser's usage errors as one line, like every other navviz error (`--help`
/// has the full usage). The valid values it lists one per line (`  - svg`), as it does for an
/// option with many, stay: they are joined after the sentence that introduces them.
struct UsageErrorLine {
  var text: String

  init(_ message: String) {
    let lines = message.split(whereSeparator: \.isNewline)
    let first = lines.first.map(String.init) ?? ""
    let values = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { $0.dropFirst(4) }
    text = values.isEmpty ? first : first + " " + values.joined(separator: ", ")
  }
}
