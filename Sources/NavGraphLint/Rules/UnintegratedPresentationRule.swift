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
      without `@Presents`, the style before 1.0, is shown by the view alone and needs none.) \
      A reducer that clears the field itself when its dismissal arrives \
      (`case .alert(.dismiss): state.alert = nil`) integrates it by hand and is not reported; \
      one that handles the dismissal in code navviz does not follow, or that hands `ifLet` a \
      key path navviz could not read, gets a note, since whether the field is cleared cannot \
      be told from the source.
      """,
    triggeringExamples: [
      // Set to nil elsewhere, but its dismissal is not handled: closing it leaves it presented.
      Example(
        #"""
        @Reducer
        struct Root {
          @ObservableState
          struct State {
            @Presents var ↓confirmationDialog: ConfirmationDialogState<Action.Dialog>?
          }
          enum Action {
            case confirmationDialog(PresentationAction<Dialog>)
            case cancelTapped
            enum Dialog { case rescan }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .cancelTapped:
                state.confirmationDialog = nil
                return .none
              case .confirmationDialog:
                return .none
              }
            }
          }
        }
        """#),
      Example(
        #"""
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
      Example(
        #"""
        struct Settings: Reducer {
          struct State { var ↓profile: Profile.State? }
          enum Action { case profile(Profile.Action) }
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }
        @Reducer struct Profile {}
        """#),
    ],
    nonTriggeringExamples: [
      Example(
        #"""
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
      Example(
        #"""
        struct Legacy: ReducerProtocol {
          struct State { var alert: AlertState<Action>? }
          enum Action { case alertDismissed }
        }
        """#),
      // Integrated by hand: the reducer clears the field when its dismissal arrives.
      Example(
        #"""
        @Reducer
        struct Settings {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>)
            enum Alert { case confirm }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .alert(.dismiss):
                state.alert = nil
                return .none
              case .alert:
                return .none
              }
            }
          }
        }
        """#),
      // Optional child state kept as data, with no action for the child: not a presentation.
      Example(
        #"""
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
        // A destination enum without cases (a protocol's `EmptyDestination`) never holds a
        // value: there is nothing to integrate.
        if let child = field.child.flatMap({ context.featureFacts[$0] }), child.kind == .enum,
          child.reducerCases.isEmpty, child.fields.isEmpty
        {
          continue
        }
        let integrated = feature.integrations(onField: field.name).contains { $0.op == .ifLet }
        if integrated { continue }
        let handlers = feature.dismissHandlers(of: field)
        // Integrated by hand: a `case .field(.dismiss):` that sets the field to nil.
        if handlers.contains(where: { $0.clearedFields.contains(field.name) }) { continue }
        let message =
          "\(feature.name).State.\(field.name) is an optional presentation with no ifLet: "
          + "its reducer never runs and dismissal never clears it; "
          + fix(for: field, generation: feature.apiGeneration)
        var found = finding(
          feature: feature.name, fields: [field.name], location: field.location,
          message: message)
        // An ifLet whose key path could not be read, or one in a helper operator any feature
        // may call, may be the one that integrates it.
        if let unread = feature.unreadIntegration(.ifLet)
          ?? context.helperIntegration(.ifLet, of: field)
        {
          found.severity = .note
          found.message +=
            " (unless the ifLet at \(unread.location) integrates it: navviz cannot "
            + "tell which feature's field that one is)"
          result.append(found)
          continue
        }
        // Its dismissal is handled somewhere navviz does not follow (a helper called from
        // `case .field(.dismiss):`): whether that clears the field cannot be told from here.
        if let handler = handlers.first {
          found.severity = .note
          found.message =
            "\(feature.name).State.\(field.name) has no ifLet and its dismissal is handled at "
            + "\(handler.location) without setting it to nil there: if nothing clears it, its "
            + "reducer never runs and it stays presented; "
            + fix(for: field, generation: feature.apiGeneration)
        }
        result.append(found)
      }
    }
    return result
  }

  /// The `ifLet` to add, spelled as Swift: `\.$child` for a `@Presents` field, `\.child` for
  /// plain optional state. A wrapped field with a raw-identifier name has no `$` spelling.
  private func fix(for field: StateField, generation: APIGeneration = .tca1) -> String {
    let member = field.memberSpelling
    guard field.wrapper != nil else {
      // TCA 2.0 writes the child's reducer in the closure: `{ Destination.body }`.
      let child = generation == .tca2 ? field.child.map { " { \($0)() }" } ?? "" : ""
      return "add .ifLet(\\.\(member), action: \\.\(member))" + child
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
