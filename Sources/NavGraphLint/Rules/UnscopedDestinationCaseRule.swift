import NavGraphCore

/// A hand-written Destination/Path reducer that forgets to scope one of its cases.
package struct UnscopedDestinationCaseRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unscoped-destination-case",
    defaultSeverity: .error,
    summary: "A hand-written Destination or Path reducer whose body has no Scope for a case.",
    rationale: """
      Before the `@Reducer enum` macro, a Destination (or Path) reducer was a struct whose \
      `State` and `Action` are enums and whose body lists one \
      `Scope(state: \\.case, action: \\.case) { Child() }` per case. A case missing from the \
      body compiles, presents fine, and then silently drops every action of that child: \
      buttons do nothing and effects never start. Add the missing `Scope`, or convert the \
      reducer to `@Reducer enum Destination`, which writes every scope for you.
      """,
    isOptIn: true,
    triggeringExamples: [
      Example(#"""
        struct Destination: Reducer {
          enum State {
            case addItem(ItemForm.State)
            case ↓editItem(ItemForm.State)
          }
          enum Action {
            case addItem(ItemForm.Action)
            case editItem(ItemForm.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: /State.addItem, action: /Action.addItem) { ItemForm() }
          }
        }
        @Reducer
        struct ItemForm {
          struct State {}
          enum Action { case saveTapped }
        }
        extension Destination.State {
          static let add: Self = .addItem(ItemForm.State())
          static let edit: Self = .editItem(ItemForm.State())
        }
        """#)
    ],
    nonTriggeringExamples: [
      // A child without actions drops none; a case nothing builds is dead code, which
      // `unreachable-destination-case` reports.
      Example(#"""
        struct Destination: Reducer {
          enum State {
            case addItem(ItemForm.State)
            case activity(Activity.State)
            case editItem(ItemForm.State)
          }
          enum Action {
            case addItem(ItemForm.Action)
            case activity(Activity.Action)
            case editItem(ItemForm.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: /State.addItem, action: /Action.addItem) { ItemForm() }
          }
        }
        @Reducer
        struct ItemForm {
          struct State {}
          enum Action { case saveTapped }
        }
        @Reducer
        struct Activity {
          struct State {}
          enum Action {}
        }
        extension Destination.State {
          static let add: Self = .addItem(ItemForm.State())
          static let activity: Self = .activity(Activity.State())
        }
        """#),
      Example(#"""
        struct Destination: Reducer {
          enum State {
            case addItem(ItemForm.State)
            case editItem(ItemForm.State)
          }
          enum Action {
            case addItem(ItemForm.Action)
            case editItem(ItemForm.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: /State.addItem, action: /Action.addItem) { ItemForm() }
            Scope(state: \.editItem, action: \.editItem) { ItemForm() }
          }
        }
        @Reducer struct ItemForm {}
        """#),
      Example(#"""
        @Reducer
        enum Destination {
          case addItem(ItemForm)
          case editItem(ItemForm)
        }
        @Reducer struct ItemForm {}
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features where feature.isHandWrittenEnumReducer {
      for item in feature.reducerCases where item.kind == .feature && !item.isScoped {
        // A child with no actions drops none; a case nothing builds is dead code, which
        // `unreachable-destination-case` says.
        guard let child = item.target.flatMap({ context.featureFacts[$0] }),
          !child.actionCases.isEmpty, context.isConstructed(feature.name, case: item.name)
        else { continue }
        result.append(
          finding(
            feature: feature.name, case: item.name, location: item.location,
            message: "\(feature.name) has no Scope for case \(item.name): its child's actions "
              + "are dropped; add Scope(state: \\.\(item.name), action: \\.\(item.name)) "
              + "{ \(item.target ?? "Child")() }"))
      }
    }
    return result
  }
}
