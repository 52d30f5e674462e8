/// Locations are flattened into their owner's JSON object (`"file"`, `"line"`, `"column"`),
/// as the schema shows them.
package enum LocationCodingKeys: String, CodingKey {
  case file, line, column
}

extension SourceLocation {
  package static func decodeFlattened(from decoder: any Decoder) throws -> SourceLocation? {
    let container = try decoder.container(keyedBy: LocationCodingKeys.self)
    guard let file = try container.decodeIfPresent(String.self, forKey: .file) else {
      return nil
    }
    return SourceLocation(
      file: file,
      line: try container.decodeIfPresent(Int.self, forKey: .line),
      column: try container.decodeIfPresent(Int.self, forKey: .column))
  }

  package func encodeFlattened(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: LocationCodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encodeIfPresent(line, forKey: .line)
    try container.encodeIfPresent(column, forKey: .column)
  }
}
