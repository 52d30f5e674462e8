/// What a feature's `State` memberwise initializer takes, when the caller knows it (the static
/// scanner does; a graph document does not): its parameters in declaration order.
package struct StateInitializer: Hashable, Sendable {
  package struct Parameter: Hashable, Sendable {
    package var name: String
    /// No default: a call must pass it.
    package var isRequired: Bool

    package init(name: String, isRequired: Bool) {
      self.name = name
      self.isRequired = isRequired
    }
  }

  package var parameters: [Parameter]

  package init(parameters: [Parameter]) {
    self.parameters = parameters
  }

  /// `Owner.State(syncUp: ..., destination: value)`: the parameters a call must pass, each
  /// `...`, and `field` with `value`, in declaration order. A field it does not know goes last.
  func call(_ type: String, field: String?, value: String?) -> String {
    var arguments: [String] = []
    var placed = false
    for parameter in parameters {
      if parameter.name == field, let value {
        arguments.append("\(parameter.name): \(value)")
        placed = true
      } else if parameter.isRequired {
        arguments.append("\(parameter.name): ...")
      }
    }
    if !placed, let field, let value { arguments.append("\(field): \(value)") }
    return "\(type).State(\(arguments.joined(separator: ", ")))"
  }
}
