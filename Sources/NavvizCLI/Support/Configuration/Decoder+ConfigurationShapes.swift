/// The three shapes `.navviz.yml` values take. Yams reports a wrong shape as a type mismatch
/// worded for programmers; these turn it into the file's own message about this node.
extension Decoder {
  func mapping(orElse message: @autoclosure () -> String) throws
    -> KeyedDecodingContainer<ConfigurationKey>
  {
    do {
      return try container(keyedBy: ConfigurationKey.self)
    } catch DecodingError.typeMismatch {
      throw ConfigurationMistake(at: codingPath, .value, message())
    }
  }

  func list(orElse message: @autoclosure () -> String) throws -> any UnkeyedDecodingContainer {
    do {
      return try unkeyedContainer()
    } catch DecodingError.typeMismatch {
      throw ConfigurationMistake(at: codingPath, .value, message())
    }
  }

  /// A scalar's text as written: no YAML typing, so `3`, `~` and `true` read as words.
  func word(orElse message: @autoclosure () -> String) throws -> String {
    do {
      return try singleValueContainer().decode(String.self)
    } catch DecodingError.typeMismatch {
      throw ConfigurationMistake(at: codingPath, .value, message())
    }
  }
}
