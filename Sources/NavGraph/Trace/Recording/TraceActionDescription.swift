@_spi(Reflection) import CasePaths

/// An action as one line a person reads, with its values:
/// `path(.element(id: 0, action: .counter(.incrementButtonTapped)))`.
///
/// Unlike `debugCaseOutput` (runtime warnings, leaf values left out), a trace keeps the values,
/// so two steps that differ only in an id or a name read differently. Unlike
/// `String(customDumping:)` it stays on one line, so a step fits a table row and a diagram note.
/// Stack element ids print as their generation (`0`), as `StackElementID` literals are written.
enum TraceActionDescription {
  static func describe(_ action: Any) -> String {
    let text = value(action)
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
  }

  private static func value(_ value: Any) -> String {
    if let id = value as? StackElementID { return "\(id.generation)" }
    if let string = value as? String { return string.debugDescription }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else { return ".\(value)" }
      return ".\(child.label ?? "")(\(payload(child.value)))"
    case .optional:
      return mirror.children.first.map { self.value($0.value) } ?? "nil"
    case .tuple:
      return "(\(payload(value)))"
    case .collection:
      return "[\(mirror.children.map { self.value($0.value) }.joined(separator: ", "))]"
    case .set:
      return "Set([\(mirror.children.map { self.value($0.value) }.sorted().joined(separator: ", "))])"
    case .dictionary:
      let pairs = mirror.children.map { pair -> String in
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { return self.value(pair.value) }
        return "\(self.value(parts[0].value)): \(self.value(parts[1].value))"
      }
      return pairs.isEmpty ? "[:]" : "[\(pairs.sorted().joined(separator: ", "))]"
    case .struct:
      if let custom = value as? any CustomStringConvertible { return custom.description }
      let fields = mirror.children.map { child in
        "\(child.label.map { String($0.trimmingPrefix("_")) } ?? "_"): \(self.value(child.value))"
      }
      return "\(typeName(type(of: value)))(\(fields.joined(separator: ", ")))"
    case .class:
      return typeName(type(of: value))
    default:
      return "\(value)"
    }
  }

  /// A case's associated values: `id: 0, action: .counter(...)`; unlabelled ones bare.
  private static func payload(_ payload: Any) -> String {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple else { return value(payload) }
    return mirror.children.map { child -> String in
      guard let label = child.label, !label.hasPrefix(".") else { return value(child.value) }
      return "\(label): \(value(child.value))"
    }.joined(separator: ", ")
  }
}

extension TraceActionDescription {
  /// Remembers the descriptions of actions by what makes them: the enum case at each level and
  /// the bytes of the first payload down that is plain data (no references, at most 64 bytes).
  /// Equal cases and equal bytes are an equal value, so they read the same. A flow sends the
  /// same few actions again and again, and describing one walks it with `Mirror`.
  ///
  /// `path(.element(id: 0, action: .counter(.tap)))` is not plain data as a whole (another case
  /// of a stack action carries element state), but its `element` payload is: its key is the two
  /// cases and that payload's bytes. Actions that hold references, strings or arrays all the
  /// way down are described every time.
  struct Cache {
    private struct Key: Hashable {
      let type: ObjectIdentifier
      /// The type and case tag of each level down to the plain payload, then its bytes.
      let bytes: [UInt8]
    }

    private var known: [Key: String] = [:]

    mutating func describe(_ action: Any) -> String {
      guard let key = Self.key(of: action) else { return TraceActionDescription.describe(action) }
      if let text = known[key] { return text }
      let text = TraceActionDescription.describe(action)
      if known.count < 4_096 { known[key] = text }
      return text
    }

    /// Enum levels followed to find plain data; deeper actions are described every time.
    private static let maximumDepth = 8

    private static func key(of action: Any) -> Key? {
      func open<Value>(_ value: Value) -> Step { step(value) }
      var bytes: [UInt8] = []
      var value = action
      for _ in 0..<maximumDepth {
        // The type at each level too: a payload of existential type can hold any type.
        append(ObjectIdentifier(Swift.type(of: value)), to: &bytes)
        let found = _openExistential(value, do: open)
        switch found {
        case let .plain(payload):
          bytes += payload
          return Key(type: ObjectIdentifier(Swift.type(of: action)), bytes: bytes)
        case let .enumCase(tag, payload):
          append(tag, to: &bytes)
          guard let payload else {
            return Key(type: ObjectIdentifier(Swift.type(of: action)), bytes: bytes)
          }
          value = payload
        case .opaque:
          return nil
        }
      }
      return nil
    }

    private static func append<Value>(_ value: Value, to bytes: inout [UInt8]) {
      withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    private enum Step {
      case plain([UInt8])
      case enumCase(tag: UInt32, payload: Any?)
      case opaque
    }

    private static func step<Value>(_ value: Value) -> Step {
      if _isPOD(Value.self), MemoryLayout<Value>.size <= 64 {
        return .plain(withUnsafeBytes(of: value) { Array($0) })
      }
      guard isEnumType(Value.self), let metadata = EnumMetadata(Value.self) else { return .opaque }
      let tag = metadata.tag(of: value)
      return .enumCase(tag: tag, payload: EnumPayload.project(value, tag: tag, metadata: metadata))
    }
  }
}
