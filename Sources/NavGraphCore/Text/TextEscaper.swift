/// How text is written into one output language: each character the language reserves
/// replaced by its escape, every other character kept or handled by the language's
/// `ControlCharacterPolicy`. Every escaper of names and messages (XML, HTML, Graphviz,
/// Mermaid, the snapshot, lint's terminal and GitHub reports) is one of these.
package struct TextEscaper: Sendable {
  /// The characters the language reserves, and what is written for each (`""` drops it).
  package let replacements: [Unicode.Scalar: String]
  package let controls: ControlCharacterPolicy
  /// For each ASCII byte, whether it is replaced or not kept: most text is ASCII, and a table
  /// read per byte rules it out faster than a dictionary lookup per scalar.
  private let asciiNeedsWork: [Bool]

  package init(_ replacements: [Unicode.Scalar: String], controls: ControlCharacterPolicy) {
    self.replacements = replacements
    self.controls = controls
    asciiNeedsWork = (0..<128).map { value in
      let scalar = Unicode.Scalar(UInt8(value))
      return replacements[scalar] != nil || !controls.keeps(scalar)
    }
  }

  package func escape(_ text: String) -> String {
    // Most names need nothing: they are returned as they are, not rebuilt scalar by scalar.
    guard needsWork(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replacement = replacements[scalar] {
        result += replacement
      } else if controls.keeps(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += controls.replacement(for: scalar)
      }
    }
    return result
  }

  private func needsWork(_ text: String) -> Bool {
    for byte in text.utf8 {
      if byte >= 0x80 { return text.unicodeScalars.contains(where: needsWork) }
      if asciiNeedsWork[Int(byte)] { return true }
    }
    return false
  }

  private func needsWork(_ scalar: Unicode.Scalar) -> Bool {
    replacements[scalar] != nil || !controls.keeps(scalar)
  }
}
