import NavGraphCore

/// The check behind `unreachable-destination-case` and `unreachable-path-case`: a case of an
/// enum reducer that nothing outside tests constructs (a warning), or, with traces, that no
/// recorded flow visited (a note).
struct UnreachableCaseCheck {
  enum Holder { case destination, path }

  var holder: Holder

  func findings(in context: LintContext, rule: some LintRule) -> [Finding] {
    let enums = holder == .destination ? context.destinationEnums : context.pathEnums
    // An enum only fields nothing sets hold is never shown at all: `unreachable-presentation`
    // says so once, for the field.
    var heldBySetField = Set<String>()
    var heldByUnsetField = Set<String>()
    for feature in context.features {
      for field in feature.fields {
        guard let child = field.child?.featureName else { continue }
        if field.isSet { heldBySetField.insert(child) } else { heldByUnsetField.insert(child) }
      }
    }
    var result: [Finding] = []
    for name in enums.sorted()
    where !(heldByUnsetField.contains(name) && !heldBySetField.contains(name)) {
      for (caseName, location) in cases(of: name, in: context) {
        var finding: Finding?
        if context.facts != nil, !context.isConstructed(name, case: caseName) {
          finding = rule.finding(
            feature: name, case: caseName, location: location,
            message: "\(name).\(caseName) is never constructed outside tests: nothing "
              + (holder == .destination ? "presents" : "pushes") + " it; "
              + "remove the case or add the code that navigates to it")
        } else if let traces = context.traces, !traces.visited(name, case: caseName) {
          finding = rule.finding(
            feature: name, case: caseName, location: location,
            message: "no traced flow visited \(name).\(caseName) "
              + "(\(traces.traceCount) trace\(traces.traceCount == 1 ? "" : "s") read)")
          finding?.severity = .note
        }
        if let finding { result.append(finding) }
      }
    }
    return result
  }

  /// The enum's cases with their declarations: from the facts, else from the graph's edges.
  private func cases(of name: String, in context: LintContext) -> [(String, SourceLocation?)] {
    if let facts = context.featureFacts[name] {
      return facts.reducerCases.map { ($0.name, $0.location) }
    }
    var seen: [String: SourceLocation?] = [:]
    for edge in context.graph.edges where edge.via == name {
      if let caseName = edge.case, seen[caseName] == nil { seen[caseName] = edge.location }
    }
    return seen.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}
