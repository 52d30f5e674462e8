import NavGraphCore

/// A `StackState` field without `forEach`.
public struct UnintegratedStackRule: LintRule {
  public init() {}

  public let description = RuleDescription(
    identifier: "unintegrated-stack",
    defaultSeverity: .error,
    summary: "A StackState field that no forEach integrates.",
    rationale: """
      A `StackState<Path.State>` field holds the screens of a navigation stack, but only \
      `.forEach(\\.path, action: \\.path)` in the parent's body runs the Path reducer for \
      each element, routes `StackAction`s to it, and pops elements when a child calls \
      `dismiss()`. Without it, pushed screens are inert: their actions are dropped with a \
      runtime warning and their effects never run. Add the `forEach` after the parent's \
      `Reduce`.
      """,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct App {
          @Reducer
          enum Path { case detail(Detail) }
          @ObservableState
          struct State { var ↓path = StackState<Path.State>() }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
          }
        }
        @Reducer struct Detail {}
        """#)
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct App {
          @Reducer
          enum Path { case detail(Detail) }
          @ObservableState
          struct State { var path = StackState<Path.State>() }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .forEach(\.path, action: \.path)
          }
        }
        @Reducer struct Detail {}
        """#)
    ])

  public func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.fields where field.container == .stackState {
        let integrated = feature.integrations(onField: field.name).contains { $0.op == .forEach }
        if integrated { continue }
        var found = finding(
          feature: feature.name, fields: [field.name], location: field.location,
          message: "\(feature.name).State.\(field.name) is a StackState with no forEach: "
            + "pushed screens never run; add .forEach(\\.\(field.memberSpelling), "
            + "action: \\.\(field.memberSpelling))")
        if let unread = feature.unreadIntegration(.forEach)
          ?? context.helperIntegration(.forEach, of: field)
        {
          found.severity = .note
          found.message += " (unless the forEach at \(unread.location) integrates it: navviz "
            + "cannot tell which feature's field that one is)"
        }
        result.append(found)
      }
    }
    return result
  }
}
