import Foundation

/// Writes a navgraph-v1 document straight into bytes, byte for byte what
/// `NavigationGraph.encoder` (JSONEncoder: pretty-printed, sorted keys, slashes unescaped) gives
/// for the graph's `Codable` form — `GraphJSONWriterTests` holds the two side by side.
///
/// Why not the encoder: for a scanned app of ten thousand edges, `JSONEncoder` (a container per
/// edge and location, a boxed value per member, then a second walk to print them) cost as much
/// as several resolution passes, all on one thread after the scan. The document's shape is
/// fixed and small: four record types whose members are written here in sorted key order.
struct GraphJSONWriter {
  private var bytes: [UInt8] = []
  /// One entry per open object or array: whether it has a member yet.
  private var open: [Bool] = []

  /// The document of `graph` (sorted as `encode(to:)` sorts it), with the final newline.
  static func document(_ graph: NavigationGraph) -> Data {
    let graph = graph.sorted()
    var writer = GraphJSONWriter()
    writer.bytes.reserveCapacity(256 + 400 * graph.edges.count + 200 * graph.features.count)
    writer.begin(UInt8(ascii: "{"))
    writer.key("edges")
    writer.array(graph.edges) { $0.edge($1) }
    writer.key("features")
    writer.array(graph.features) { $0.feature($1) }
    writer.key("findings")
    writer.array(graph.findings) { $0.finding($1) }
    writer.key("roots")
    writer.array(graph.roots) {
      $0.item(); $0.string($1)
    }
    writer.key("schemaVersion")
    writer.integer(NavigationGraph.schemaVersion)
    if !graph.unresolved.isEmpty {
      writer.key("unresolved")
      writer.array(graph.unresolved) { $0.unresolved($1) }
    }
    writer.end(UInt8(ascii: "}"))
    writer.bytes.append(UInt8(ascii: "\n"))
    return Data(writer.bytes)
  }

  // MARK: - Records, members in sorted key order

  private mutating func edge(_ edge: Edge) {
    item()
    begin(UInt8(ascii: "{"))
    optional("case", edge.case)
    optional("column", edge.location?.column)
    optional("field", edge.field)
    optional("file", edge.location?.file)
    member("from", edge.from)
    member("kind", edge.kind.rawValue)
    optional("line", edge.location?.line)
    optional("style", edge.style?.rawValue)
    member("to", edge.to)
    optional("via", edge.via)
    end(UInt8(ascii: "}"))
  }

  private mutating func feature(_ feature: Feature) {
    item()
    begin(UInt8(ascii: "{"))
    if feature.apiGeneration != .tca1 { member("apiGeneration", feature.apiGeneration.rawValue) }
    optional("column", feature.location?.column)
    optional("file", feature.location?.file)
    member("kind", feature.kind.rawValue)
    optional("line", feature.location?.line)
    optional("module", feature.module)
    member("name", feature.name)
    end(UInt8(ascii: "}"))
  }

  private mutating func finding(_ finding: Finding) {
    item()
    begin(UInt8(ascii: "{"))
    optional("case", finding.case)
    optional("column", finding.location?.column)
    optional("feature", finding.feature)
    if let fields = finding.fields {
      key("fields")
      array(fields) {
        $0.item(); $0.string($1)
      }
    }
    optional("file", finding.location?.file)
    optional("line", finding.location?.line)
    member("message", finding.message)
    member("rule", finding.rule)
    member("severity", finding.severity.rawValue)
    end(UInt8(ascii: "}"))
  }

  private mutating func unresolved(_ unresolved: Unresolved) {
    item()
    begin(UInt8(ascii: "{"))
    optional("column", unresolved.location?.column)
    optional("file", unresolved.location?.file)
    member("kind", unresolved.kind.rawValue)
    optional("line", unresolved.location?.line)
    member("name", unresolved.name)
    member("reason", unresolved.reason)
    end(UInt8(ascii: "}"))
  }

  // MARK: - Layout: `"key" : value`, two spaces per level, empty containers as `[\n\n  ]`

  private mutating func member(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  private mutating func optional(_ name: StaticString, _ value: String?) {
    if let value { member(name, value) }
  }

  private mutating func optional(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    integer(value)
  }

  private mutating func array<Element>(
    _ elements: [Element], _ write: (inout GraphJSONWriter, Element) -> Void
  ) {
    begin(UInt8(ascii: "["))
    for element in elements { write(&self, element) }
    end(UInt8(ascii: "]"))
  }

  private mutating func begin(_ bracket: UInt8) {
    bytes.append(bracket)
    open.append(false)
  }

  private mutating func end(_ bracket: UInt8) {
    let hadMembers = open.removeLast()
    // The encoder writes an empty container as its brackets around an empty line.
    if !hadMembers { bytes.append(UInt8(ascii: "\n")) }
    newline()
    bytes.append(bracket)
  }

  /// Starts the next member of the innermost container: a comma after the one before, then a
  /// new line at its depth.
  private mutating func item() {
    if open[open.count - 1] { bytes.append(UInt8(ascii: ",")) }
    open[open.count - 1] = true
    newline()
  }

  private mutating func key(_ name: StaticString) {
    item()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    // Byte by byte: an array literal here would be built (and freed) for each of the hundred
    // thousand members of a large app's document.
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: " "))
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
  }

  private mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<(2 * open.count) { bytes.append(UInt8(ascii: " ")) }
  }

  private mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  // MARK: - Strings, escaped as the encoder escapes them

  /// `"` and `\` escaped, the five control characters with a short form written so, other
  /// C0 controls as `\u00xx` (lower-case hex); everything else, `/` and DEL included, as is.
  private mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var plainStart = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
        plainStart = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [
            UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
            hex[Int(byte >> 4)], hex[Int(byte & 0x0F)],
          ])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
