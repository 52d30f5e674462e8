import NavGraphCore

/// The action paired with a presentation or stack field has the wrong wrapper.
package struct PresentationActionMismatchRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "presentation-action-mismatch",
    defaultSeverity: .error,
    summary: "The Action case of a @Presents field is not PresentationAction, or of a "
      + "StackState field not StackAction.",
    rationale: """
      `ifLet` on a `@Presents` (or `@PresentationState`) field sends the child's actions \
      wrapped in `PresentationAction<Child.Action>`, whose `.dismiss` case is how the view \
      and `dismiss()` clear the field; `forEach` on a `StackState` field routes \
      `StackAction<Path.State, Path.Action>` (`StackActionOf<Path>`), whose `.element(id:)` \
      and `.popFrom(id:)` carry the stack IDs. An Action case holding the bare child action \
      cannot carry either: the integration does not type-check against it, or — through a \
      hand-written case path — dismissal and popping silently never happen. Declare the \
      case as `case destination(PresentationAction<Destination.Action>)` or \
      `case path(StackActionOf<Path>)`.
      """,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination { case addItem(ItemForm) }
          @Reducer
          enum Path { case detail(ItemForm) }
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
            var path = StackState<Path.State>()
          }
          enum Action {
            case ↓destination(Destination.Action)
            case ↓path(Path.Action)
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifLet(\.$destination, action: \.destination)
              .forEach(\.path, action: \.path)
          }
        }
        @Reducer struct ItemForm {}
        """#)
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct Editor {
          @Reducer
          enum Destination { case share(Share) }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationActionOf<Destination>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct Share {}
        """#),
      Example(#"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination { case addItem(ItemForm) }
          @Reducer
          enum Path { case detail(ItemForm) }
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
            var path = StackState<Path.State>()
          }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case path(StackAction<Path.State, Path.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifLet(\.$destination, action: \.destination)
              .forEach(\.path, action: \.path)
          }
        }
        @Reducer struct ItemForm {}
        """#)
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.fields {
        let expected: [String]
        let wrapper: String
        let consequence: String
        if field.wrapper != nil {
          expected = ["PresentationAction", "PresentationActionOf"]
          wrapper = "PresentationAction<...>"
          consequence = "dismissal cannot reach the child"
        } else if field.container == .stackState {
          expected = ["StackAction", "StackActionOf"]
          wrapper = "StackAction<...> or StackActionOf<...>"
          consequence = "element actions and pops cannot carry their stack IDs"
        } else {
          continue
        }
        let integration = feature.integrations(onField: field.name).first {
          !$0.actionPath.isEmpty
        }
        let name = field.name.split(separator: ".").last.map(String.init) ?? field.name
        guard let action = feature.actionCase(named: integration?.actionCase ?? name) else {
          continue
        }
        // The case the integration's action path ends at: through a generic wrapper
        // (`\.child.path` of `FeatureAction<Self>`) only the scanner can say what it holds, and
        // when it cannot, nothing here can be decided.
        let payload: String
        if let integration, integration.actionPath.count > 1 || integration.actionPayloadText != nil
        {
          guard let resolved = integration.actionPayloadText else { continue }
          payload = resolved
        } else {
          payload = action.payloadText ?? ""
        }
        let head = payload.prefix { $0 != "<" }.split(separator: ".").last.map(String.init)
        if let head, expected.contains(head) { continue }
        let spelled = integration?.actionPath.joined(separator: ".") ?? action.name
        result.append(
          finding(
            feature: feature.name, fields: [field.name], case: action.name,
            location: action.location,
            message: "Action.\(spelled) holds \(payload.isEmpty ? "no payload" : payload), "
              + "but \(field.name) needs \(wrapper): without it \(consequence)"))
      }
    }
    return result
  }
}
