import NavGraphRuntime

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
      let elements = mirror.children.map { self.value($0.value) }.sorted()
      return "Set([\(elements.joined(separator: ", "))])"
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
