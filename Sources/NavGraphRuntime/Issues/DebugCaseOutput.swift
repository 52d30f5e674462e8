@_spi(Reflection) import CasePaths

/// The compact description runtime issues use for actions and states: the type name without
/// module or generics, then `.case(…)` nesting, with labels kept and leaf values omitted (spec,
/// after the section 6 table).
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  func describe(_ value: Any, abbreviated: Bool) -> String {
    if let custom = value as? any CustomDebugStringConvertible, !(value is any CasePathable) {
      return custom.debugDescription
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else {
        let name = "\(value)"
        return abbreviated ? ".\(name)" : "\(typeName(type(of: value))).\(name)"
      }
      let label = child.label ?? ""
      let payload = payloadDescription(child.value)
      return abbreviated
        ? ".\(label)(\(payload))" : "\(typeName(type(of: value))).\(label)(\(payload))"
    case .tuple:
      return mirror.children.map { child in
        "\(child.label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? "_:")"
          + describe(child.value, abbreviated: true)
      }.joined(separator: ", ")
    default:
      return ""
    }
  }

  func payloadDescription(_ payload: Any) -> String {
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple {
      return mirror.children.map { child in
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? "_"
        let inner = describe(child.value, abbreviated: true)
        return inner.isEmpty ? "\(label):" : "\(label): \(inner)"
      }.joined(separator: ", ")
    }
    return describe(payload, abbreviated: true)
  }

  return describe(value, abbreviated: abbreviated)
}

/// `Parent.Action` rather than `MyModule.Parent.Action<Int>`.
package func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  if let genericStart = name.firstIndex(of: "<") { name = String(name[..<genericStart]) }
  let parts = name.split(separator: ".").filter { !$0.hasPrefix("(") }
  return parts.dropFirst().joined(separator: ".")
}
