extension KeyedDecodingContainer {
  /// Decodes a string enum, naming the unknown value and the accepted ones when it fails.
  func decodeKnown<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, forKey key: Key, what: String
  ) throws -> Value where Value.RawValue == String {
    let raw = try decode(String.self, forKey: key)
    guard let value = Value(rawValue: raw) else {
      let known = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "unknown \(what) \"\(raw)\" (known: \(known))")
    }
    return value
  }

  func decodeKnownIfPresent<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, forKey key: Key, what: String
  ) throws -> Value? where Value.RawValue == String {
    try contains(key) ? decodeKnown(type, forKey: key, what: what) : nil
  }
}
