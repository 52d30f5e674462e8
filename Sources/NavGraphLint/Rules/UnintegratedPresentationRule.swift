import NavGraphCore

/// An optional presentation field without `ifLet`.
public struct UnintegratedPresentationRule: LintRule {
  public init() {}

  public let description = RuleDescription(
    identifier: "unintegrated-presentation",
    defaultSeverity: .error,
    summary: "An optional presentation field that no ifLet integrates.",
    rationale: """
      Declaring `@Presents var child: Child.State?` (or `@PresentationState`, or optional \
      child state with an Action case for the child) only stores the child's state. The \
      parent's body must also run the child with `.ifLet(\\.$child, action: \\.child)`: without it the child's reducer never runs, \
      its effects never start, actions sent from its view are dropped (TCA reports a runtime \
      warning), and dismissal — the child's `dismiss()` or the view's swipe — never clears \
      the field. Add the `ifLet` after the parent's `Reduce`. (An optional `AlertState` \
      without `@Presents`, the style before 1.0, is shown by the view alone and needs none.)
      """,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination { case addItem(ItemForm) }
          @ObservableState
          struct State { @Presents var ↓destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
          }
        }
        @Reducer struct ItemForm {}
        """#),
      Example(#"""
        struct Settings: Reducer {
          struct State { var ↓profile: Profile.State? }
          enum Action { case profile(Profile.Action) }
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }
        @Reducer struct Profile {}
        """#),
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination { case addItem(ItemForm) }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct ItemForm {}
        """#),
      Example(#"""
        struct Legacy: ReducerProtocol {
          struct State { var alert: AlertState<Action>? }
          enum Action { case alertDismissed }
        }
        """#),
      // Optional child state kept as data, with no action for the child: not a presentation.
      Example(#"""
        struct Todos: Reducer {
          struct State { var draft: Editor.State? }
          enum Action { case saveDraft }
        }
        @Reducer struct Editor {}
        """#),
    ])

  public func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.presentationFields where needsIfLet(field) {
        let integrated = feature.integrations(onField: field.name).contains { $0.op == .ifLet }
        if integrated { continue }
        result.append(
          finding(
            feature: feature.name, fields: [field.name], location: field.location,
            message: "\(feature.name).State.\(field.name) is an optional presentation with no "
              + "ifLet: its reducer never runs and dismissal never clears it; " + fix(for: field)))
      }
    }
    return result
  }

  /// The `ifLet` to add, spelled as Swift: `\.$child` for a `@Presents` field, `\.child` for
  /// plain optional state. A wrapped field with a raw-identifier name has no `$` spelling.
  private func fix(for field: StateField) -> String {
    let member = field.memberSpelling
    guard field.wrapper != nil else {
      return "add .ifLet(\\.\(member), action: \\.\(member))"
    }
    guard field.isPlainMember else {
      return "Swift cannot write the $ projection of \(member), so rename the field to a plain "
        + "identifier and add .ifLet(\\.$name, action: \\.name) for it"
    }
    return "add .ifLet(\\.$\(member), action: \\.\(member))"
  }

  private func needsIfLet(_ field: StateField) -> Bool {
    field.wrapper != nil || !field.isAlertOrDialog
  }
}
