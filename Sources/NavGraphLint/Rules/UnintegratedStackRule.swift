import NavGraphCore
import NavGraphFacts

/// A `StackState` field (in TCA 2.0, an array of a Path's states) without `forEach`.
package struct UnintegratedStackRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unintegrated-stack",
    defaultSeverity: .error,
    summary: "A StackState field (in TCA 2.0, an array of Path states) that no forEach "
      + "integrates.",
    rationale: """
      A `StackState<Path.State>` field holds the screens of a navigation stack, but only \
      `.forEach(\\.path, action: \\.path)` in the parent's body runs the Path reducer for \
      each element, routes `StackAction`s to it, and pops elements when a child calls \
      `dismiss()`. Without it, pushed screens are inert: their actions are dropped with a \
      runtime warning and their effects never run. Add the `forEach` after the parent's \
      `Reduce`. In TCA 2.0 the stack is a plain array of the Path's states \
      (`var path: [Path.State] = []`), run by `.forEach(\\.path, dismissStyle: .stack) \
      { Path.body }`.
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
        """#),
      Example(#"""
        @Feature
        struct App {
          @Feature
          enum Path { case detail(Detail) }
          struct State { var ↓path: [Path.State] = [] }
          enum Action { case path(Path.State.ID, Path.Action) }
          var body: some Feature {
            Update { _, _ in }
          }
        }
        @Feature struct Detail {}
        """#),
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
        """#),
      // A 2.0 array of rows, not of a Path's states, is a collection.
      Example(#"""
        @Feature
        struct Todos {
          struct State { var rows: [Row.State] = [] }
          enum Action { case rows(Row.State.ID, Row.Action) }
          var body: some Feature {
            Update { _, _ in }
          }
        }
        @Feature struct Row {}
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.fields where isStack(field, of: feature, in: context) {
        let integrated = feature.integrations(onField: field.name).contains { $0.op == .forEach }
        if integrated { continue }
        let member = field.memberSpelling
        let path = field.child?.featureName ?? "Path"
        var found = finding(
          feature: feature.name, fields: [field.name], location: field.location,
          message: feature.apiGeneration == .tca2
            ? "\(feature.name).State.\(field.name) is an array of \(path) states with no "
              + "forEach: pushed screens never run; add .forEach(\\.\(member), dismissStyle: "
              + ".stack) { \(feature.tca2Reducer(of: path, in: context)) }"
            : "\(feature.name).State.\(field.name) is a StackState with no forEach: "
              + "pushed screens never run; add .forEach(\\.\(member), action: \\.\(member))")
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

  /// A stack: a `StackState`, or in TCA 2.0 an array of an enum reducer's states (a Path's;
  /// an array of a feature's states is a collection).
  private func isStack(_ field: StateField, of feature: FeatureFacts, in context: LintContext)
    -> Bool
  {
    if field.container == .stackState { return true }
    guard feature.apiGeneration == .tca2, field.container == .array,
      let child = field.child?.featureName.flatMap({ context.featureFacts[$0] })
    else { return false }
    return child.kind == .enum
  }
}
