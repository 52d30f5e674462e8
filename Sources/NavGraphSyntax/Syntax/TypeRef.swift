/// A type as written in source (`IdentifiedArrayOf<Row.State>`, `Destination.State?`), reduced
/// to what name resolution needs. Built from text, so type annotations, generic
/// specializations in initializers (`StackState<Path.State>()`) and case payloads all go
/// through one small parser instead of three syntax shapes.
struct TypeRef: Hashable, Sendable {
  /// Dotted name without generic arguments: `["Feature", "Destination", "State"]`.
  var components: [String]
  /// Generic arguments of the last component.
  var arguments: [TypeRef]
  var isOptional: Bool
  /// Generic arguments of the component before the last: `FeedTab` in
  /// `TabStack<FeedTab>.State`, a generic feature's state (TCA 2.0 wrappers used per tab).
  var qualifierArguments: [TypeRef] = []

  var last: String { components.last ?? "" }
  var dotted: String { components.joined(separator: ".") }

  /// The same reference without a trailing `State` or `Action`, which is how a feature's
  /// domain types name the feature (`Child.State` -> `Child`).
  var featureComponents: [String] {
    if components.count > 1, ["State", "Action"].contains(components.last) {
      return Array(components.dropLast())
    }
    return components
  }

  static func parse(_ text: String) -> TypeRef? {
    parse(ArraySlice(text.utf8))
  }

  /// Parses the type at the start of `bytes`; what follows it is not read.
  static func parse(_ bytes: ArraySlice<UInt8>) -> TypeRef? {
    var reader = Reader(bytes: bytes)
    return reader.parseType()
  }

  private struct Reader {
    let bytes: ArraySlice<UInt8>
    var index: Int

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      self.index = bytes.startIndex
    }

    mutating func skipSpace() {
      while index < bytes.endIndex, bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 9
        || bytes[index] == 13
      {
        index += 1
      }
    }

    func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    /// A `Unicode.Scalar`, not a `Character`: `Character.asciiValue` looks into the string
    /// behind the character each time, which dominates a parser this small.
    mutating func eat(_ scalar: Unicode.Scalar) -> Bool {
      skipSpace()
      if peek() == UInt8(ascii: scalar) {
        index += 1
        return true
      }
      return false
    }

    mutating func identifier() -> String? {
      skipSpace()
      var start = index
      if peek() == UInt8(ascii: "`") {
        // A raw identifier (`` `Log In` ``, SE-0451) holds any character but a backtick.
        index += 1
        start = index
        while let byte = peek(), byte != UInt8(ascii: "`"), byte != 10 { index += 1 }
        guard index > start, peek() == UInt8(ascii: "`") else { return nil }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return name
      }
      while let byte = peek(),
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97
          && byte | 0x20 <= 122) || byte >= 0x80
      {
        index += 1
      }
      guard index > start else { return nil }
      let name = String(decoding: bytes[start..<index], as: UTF8.self)
      if peek() == UInt8(ascii: "`") { index += 1 }
      return name
    }

    mutating func parseType() -> TypeRef? {
      guard var ref = parseUnwrapped() else { return nil }
      while true {
        if eat("?") || eat("!") { ref.isOptional = true } else { break }
      }
      return ref
    }

    private mutating func parseUnwrapped() -> TypeRef? {
      if eat("[") {
        guard let element = parseType() else { return nil }
        if eat(":") {
          guard let value = parseType(), eat("]") else { return nil }
          return TypeRef(components: ["Dictionary"], arguments: [element, value], isOptional: false)
        }
        guard eat("]") else { return nil }
        return TypeRef(components: ["Array"], arguments: [element], isOptional: false)
      }
      if eat("(") {
        // A parenthesised type is kept only when it wraps exactly one type.
        guard let inner = parseType(), eat(")") else { return nil }
        return inner
      }
      var components: [String] = []
      var arguments: [TypeRef] = []
      var qualifierArguments: [TypeRef] = []
      repeat {
        guard var name = identifier() else { return nil }
        if components.isEmpty, name == "any" || name == "some" {
          guard let next = identifier() else { return nil }
          name = next
        }
        components.append(name)
        qualifierArguments = arguments
        arguments = []
        if eat("<") {
          repeat {
            guard let argument = parseType() else { return nil }
            arguments.append(argument)
          } while eat(",")
          guard eat(">") else { return nil }
        }
      } while eat(".")
      if components == ["Optional"], arguments.count == 1 {
        var inner = arguments[0]
        inner.isOptional = true
        return inner
      }
      // `StackState<Path.State>.init`, the callee of an initializer named explicitly: the type.
      if components.count > 1, components.last == "init" {
        components.removeLast()
        arguments = qualifierArguments
        qualifierArguments = []
      }
      // `ComposableArchitecture.StackState<...>`: a library's type spelled with its module;
      // `Self.Destination.State`: a nested type named through the type it is in, which is
      // where a name written alone is looked up first.
      if components.count > 1,
        LibraryModules.names.contains(components[0]) || components[0] == "Self"
      {
        components.removeFirst()
      }
      return TypeRef(
        components: components, arguments: arguments, isOptional: false,
        qualifierArguments: qualifierArguments)
    }
  }
}
