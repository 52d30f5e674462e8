@_spi(Reflection) import CasePaths

/// The compact description runtime issues use for actions and states, as TCA's (R-24): the type
/// name without module or generics, then `.case(…)` nesting, with payload labels kept and payload
/// values left out at every level (`Rows.Action.rows(.element(id:, action:))`, `.name`), and
/// no parentheses where nothing is left inside them. `Void` prints as `()`.
///
/// Values are left out because a warning names the action that went astray, not the data it
/// carried (which may be large or private). Only the outermost value may describe itself (its
/// `CustomDebugStringConvertible`), and not when it is case-pathable: an `Optional` state would
/// then print whole.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let custom = value as? any CustomDebugStringConvertible, !(value is any CasePathable) {
    return custom.debugDescription
  }
  return (abbreviated ? "" : debugTypeName(type(of: value))) + caseOutput(value)
}

/// `.case(…)` for an enum, `label:, label: .case` for a tuple; nothing for any other value.
private func caseOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      let caseName = "\(value)"
      return caseName == typeName(type(of: value)) ? "" : ".\(caseName)"
    }
    let payload = caseOutput(child.value)
    return ".\(child.label ?? "")" + (payload.isEmpty ? "" : "(\(payload))")
  case .tuple:
    return mirror.children.map { child in
      let payload = caseOutput(child.value)
      let label = child.label.map { isUnlabeled($0) ? "_:" : "\($0):" } ?? ""
      return label + (payload.isEmpty ? "" : " \(payload)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// A tuple's type is its own name (`()` for `Void`); any other type's is ``typeName(_:)``'s.
private func debugTypeName(_ type: Any.Type) -> String {
  let name = _typeName(type, qualified: false)
  return name.hasPrefix("(") ? name : typeName(type)
}

/// `.0`, `.1`: the labels a mirror gives unlabelled tuple elements.
private func isUnlabeled(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}

/// `Parent.Action` rather than `MyModule.Parent.Action<Int>`.
package func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  if let genericStart = name.firstIndex(of: "<") { name = String(name[..<genericStart]) }
  let parts = name.split(separator: ".").filter { !$0.hasPrefix("(") }
  return parts.dropFirst().joined(separator: ".")
}
