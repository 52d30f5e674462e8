/// How text is written into one output language: each character the language reserves
/// replaced by its escape, every other character kept or handled by the language's
/// `ControlCharacterPolicy`. Every escaper of names and messages (XML, HTML, Graphviz,
/// Mermaid, the snapshot) is one of these.
package struct TextEscaper: Sendable {
  /// The characters the language reserves, and what is written for each (`""` drops it).
  package let replacements: [Unicode.Scalar: String]
  package let controls: ControlCharacterPolicy

  package init(_ replacements: [Unicode.Scalar: String], controls: ControlCharacterPolicy) {
    self.replacements = replacements
    self.controls = controls
  }

  package func escape(_ text: String) -> String {
    // Most names need nothing: they are returned as they are, not rebuilt scalar by scalar.
    guard text.unicodeScalars.contains(where: needsWork) else { return text }
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

  private func needsWork(_ scalar: Unicode.Scalar) -> Bool {
    replacements[scalar] != nil || !controls.keeps(scalar)
  }
}
