/// Picks the edits of one mutated input: the damage the issue names (truncation, lost or
/// doubled brackets, huge identifiers, deep nesting, invalid UTF-8, NUL bytes) and a few
/// lexer traps (unterminated strings and comments), chosen by a seeded generator.
package struct Mutator: Sendable {
  /// Byte sequences that are not UTF-8: a lone continuation byte, a truncated sequence, an
  /// overlong encoding, a UTF-16 surrogate, a code point past U+10FFFF, and 0xFF.
  static let invalidUTF8: [[UInt8]] = [
    [0x80], [0xC3, 0x28], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
    [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xFE, 0xFF],
  ]
  static let traps: [String] = [
    "\"", "\"\"\"", "/*", "#\"", "\\(", "`", "#if", "#endif", "@", "<#", "/", "'", "0x",
    "case .", "@Presents var", "<<<<<<< HEAD\n", "\u{FEFF}", "\u{202E}", "\r",
  ]
  static let brackets: Set<UInt8> = Set("{}()[]<>".utf8)
  static let depths = [100, 300, 1_000, 5_000]
  static let identifierLengths = [1_000, 65_536, 300_000]

  package init() {}

  /// One to four edits for `bytes`, each computed on the result of the ones before.
  package func edits(for bytes: [UInt8], using random: inout FuzzRandom) -> [ByteEdit] {
    var current = bytes
    var edits: [ByteEdit] = []
    for _ in 0..<(1 + random.below(4)) {
      let edit = self.edit(for: current, using: &random)
      edit.apply(to: &current)
      edits.append(edit)
    }
    return edits
  }

  func edit(for bytes: [UInt8], using random: inout FuzzRandom) -> ByteEdit {
    let offset = random.below(bytes.count + 1)
    switch random.below(12) {
    case 0:
      return ByteEdit(offset: offset, removing: bytes.count - offset, label: "truncate")
    case 1, 2:
      let positions = bytes.indices.filter { Self.brackets.contains(bytes[$0]) }
      guard let position = positions.isEmpty ? nil : random.pick(positions) else {
        return ByteEdit(offset: offset, inserting: Array("}".utf8), label: "insert `}`")
      }
      let bracket = String(decoding: [bytes[position]], as: UTF8.self)
      if random.chance(1, in: 2) {
        return ByteEdit(offset: position, removing: 1, label: "delete `\(bracket)`")
      }
      let count = random.pick([1, 2, 50])
      return ByteEdit(
        offset: position, inserting: Array(repeating: bytes[position], count: count),
        label: "duplicate `\(bracket)` ×\(count)")
    case 3:
      let length = random.pick(Self.identifierLengths)
      let name = random.chance(1, in: 3) ? "`" + String(repeating: "é", count: length / 2) + "`"
        : "Huge" + String(repeating: "x", count: length)
      return ByteEdit(
        offset: wordStart(in: bytes, near: offset), removing: wordLength(in: bytes, near: offset),
        inserting: Array(name.utf8), label: "identifier of \(length) characters")
    case 4:
      let shape = random.pick(DeepSyntax.allCases)
      let depth = random.pick(Self.depths)
      return ByteEdit(
        offset: lineStart(in: bytes, near: offset),
        inserting: Array(("\n" + shape.source(depth: depth) + "\n").utf8),
        label: "\(shape.rawValue) × \(depth)")
    case 5:
      let sequence = random.pick(Self.invalidUTF8)
      let hex = sequence.map { "0x" + String($0, radix: 16, uppercase: true) }
      return ByteEdit(
        offset: offset, removing: random.below(2), inserting: sequence,
        label: "invalid UTF-8 [\(hex.joined(separator: " "))]")
    case 6:
      return ByteEdit(offset: offset, removing: random.below(2), inserting: [0], label: "NUL byte")
    case 7:
      let trap = random.pick(Self.traps)
      return ByteEdit(
        offset: offset, inserting: Array(trap.utf8), label: "insert \(trap.debugDescription)")
    case 8:
      let length = min(bytes.count - offset, 1 + random.below(200))
      return ByteEdit(offset: offset, removing: length, label: "delete \(length) bytes")
    case 9:
      let length = min(bytes.count - offset, 1 + random.below(400))
      let copy = Array(bytes[offset..<(offset + length)])
      let target = random.below(bytes.count + 1)
      return ByteEdit(
        offset: target, inserting: copy, label: "copy of bytes \(offset)..<\(offset + length)")
    case 10:
      let flipped = UInt8(truncatingIfNeeded: random.next())
      return ByteEdit(
        offset: offset, removing: offset < bytes.count ? 1 : 0, inserting: [flipped],
        label: "byte 0x\(String(flipped, radix: 16, uppercase: true))")
    default:
      let count = 1 + random.below(8)
      let closers = (0..<count).map { _ in random.pick(Array("})]>".utf8)) }
      return ByteEdit(offset: offset, inserting: closers, label: "insert closers")
    }
  }

  /// Makes `bytes` at least `size` long by repeating it: the 10 MB file.
  package static func grown(_ bytes: [UInt8], to size: Int) -> ByteEdit {
    var tail: [UInt8] = []
    tail.reserveCapacity(size)
    let unit = bytes.isEmpty ? Array("struct S {}\n".utf8) : bytes + [10]
    while bytes.count + tail.count < size { tail += unit }
    return ByteEdit(offset: bytes.count, inserting: tail, label: "repeat to \(size) bytes")
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
      || (byte >= 48 && byte <= 57)
  }

  private func wordStart(in bytes: [UInt8], near offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
    return start
  }

  private func wordLength(in bytes: [UInt8], near offset: Int) -> Int {
    var end = wordStart(in: bytes, near: offset)
    let start = end
    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
    return end - start
  }

  private func lineStart(in bytes: [UInt8], near offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 10 { start -= 1 }
    return start
  }
}
