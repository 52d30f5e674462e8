extension Trace {
  /// What a problem inside a decoded trace is, with the JSON path to it.
  struct Problem: Error {
    var reason: String
  }

  /// Checks what decoding cannot: names are not empty, pushes and pops say which element.
  func validate() throws(Problem) {
    if root.isEmpty { throw Problem(reason: "root: empty feature name") }
    for (index, step) in steps.enumerated() {
      let place = "steps[\(index)]"
      for (eventIndex, event) in step.events.enumerated() {
        let eventPlace = "\(place).events[\(eventIndex)]"
        try Self.checkNames(feature: event.feature, field: event.field, at: eventPlace)
        if event.kind.isStack && event.id == nil {
          throw Problem(reason: "\(eventPlace): a \(event.kind.rawValue) event needs the stack "
            + "element's \"id\"")
        }
      }
      try Self.check(step.before, at: "\(place).before")
      try Self.check(step.after, at: "\(place).after")
    }
  }

  private static func check(_ nodes: [NavigationStateNode], at place: String) throws(Problem) {
    for (index, node) in nodes.enumerated() {
      try checkNames(feature: node.feature, field: node.field, at: "\(place)[\(index)]")
      try check(node.children, at: "\(place)[\(index)].children")
    }
  }

  private static func checkNames(feature: String, field: String, at place: String)
    throws(Problem)
  {
    if feature.isEmpty { throw Problem(reason: "\(place).feature: empty feature name") }
    if field.isEmpty { throw Problem(reason: "\(place).field: empty field name") }
  }
}
