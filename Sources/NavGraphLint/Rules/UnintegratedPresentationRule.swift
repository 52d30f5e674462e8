import NavGraphCore
import NavGraphFacts

/// An optional presentation field without `ifLet`.
package struct UnintegratedPresentationRule: LintRule {
  package init() {}

  package let description = RuleDescription(
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
      without `@Presents`, the style before 1.0, is shown by the view alone and needs none; \
      a TCA 2.0 prompt held in its own optional is a feature and needs its `ifLet`.) \
      A reducer that clears the field itself when its dismissal arrives \
      (`case .alert(.dismiss): state.alert = nil`, or `case .alert: state.alert = nil`) \
      integrates it by hand and is not reported; one that handles the dismissal in code navviz \
      does not follow, that hands `ifLet` a key path navviz could not read, or that clears an \
      alert by hand in a button's action (which works when every button clears it) gets a \
      note, since whether the field is cleared cannot be told from the source. A confirmation \
      dialog cleared only by hand stays an error: the system's Cancel sends the dismissal \
      nothing handles. A field nothing ever sets is reported by `unreachable-presentation`, \
      and one holding a plain value (`@Presents var url: URL?`, shown through a view binding) \
      has no reducer to integrate. A plain optional child its view draws in place \
      (`if let child = store.scope(...)`, `IfLetStore`) gets a note: nothing dismisses it, and \
      a parent that answers the child's actions itself needs no `ifLet`.
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
            case rescanTapped, cancelTapped
            enum Dialog { case rescan }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .rescanTapped:
                state.confirmationDialog = ConfirmationDialogState { TextState("Rescan?") }
                return .none
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
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case addTapped
          }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.destination = .addItem(ItemForm.State())
              return .none
            }
          }
        }
        @Reducer struct ItemForm {}
        """#),
      Example(
        #"""
        struct Settings: Reducer {
          struct State { var ↓profile: Profile.State? }
          enum Action { case profile(Profile.Action), profileTapped }
          func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.profile = Profile.State()
            return .none
          }
        }
        @Reducer struct Profile {}
        """#),
    ],
    nonTriggeringExamples: [
      // Integrated in an extension of Reducer whose `where` clause fixes the feature's domain.
      Example(
        #"""
        @Reducer
        struct Settings {
          @ObservableState
          struct State { @Presents var profile: Profile.State? }
          enum Action { case profile(PresentationAction<Profile.Action>), profileTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.profile = Profile.State()
              return .none
            }
            .withSheets()
          }
        }
        extension Reducer where State == Settings.State, Action == Settings.Action {
          func withSheets() -> some ReducerOf<Settings> {
            self.ifLet(\.$profile, action: \.profile) { Profile() }
          }
        }
        @Reducer struct Profile {}
        """#),
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
      // A case that sees every action of the alert, its dismissal included, clears it.
      Example(
        #"""
        @Reducer
        struct Login {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>)
            case failed
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .failed:
                state.alert = AlertState { TextState("Try again") }
                return .none
              case .alert:
                state.alert = nil
                return .none
              }
            }
          }
        }
        """#),
      // A plain value shown through a view binding has no reducer to integrate.
      Example(
        #"""
        @Reducer
        struct Notifications {
          @ObservableState
          struct State { @Presents var logURL: URL? }
          enum Action { case exportTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.logURL = URL(string: "file:///log.txt")
              return .none
            }
          }
        }
        """#),
      // Nothing sets it: `unreachable-presentation` says it is never shown.
      Example(
        #"""
        @Reducer
        struct Comment {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>)
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.presentationFields where needsIfLet(field) {
        // A destination enum without cases (a protocol's `EmptyDestination`) never holds a
        // value: there is nothing to integrate.
        if let child = field.child?.featureName.flatMap({ context.featureFacts[$0] }),
          child.kind == .enum,
          child.reducerCases.isEmpty, child.fields.isEmpty
        {
          continue
        }
        let integrated = feature.integrations(onField: field.name).contains { $0.op == .ifLet }
        if integrated { continue }
        // Nothing sets it, or no view shows it: `unreachable-presentation` and
        // `presentation-without-view` say that, once.
        guard field.isSet, !feature.isSetButShownByNoView(field) else { continue }
        // A plain value (a URL, a model) a view binding shows and clears has no reducer to run.
        guard holdsChildOrPrompt(field, of: feature, in: context) else { continue }
        if isDrawnInPlace(field) {
          var found = finding(
            feature: feature.name, fields: [field.name], location: field.location,
            message: "\(feature.name).State.\(field.name) is drawn in place by its view with no "
              + "ifLet: its own reducer never runs, and only \(feature.name) sees its actions; "
              + "if the child has logic of its own, " + fix(for: field, of: feature, in: context))
          found.severity = .note
          result.append(found)
          continue
        }
        let handlers = feature.dismissHandlers(of: field)
        // Integrated by hand: a `case .field(.dismiss):` (or a `case .field:` that sees every
        // action of it) that sets the field to nil.
        if handlers.contains(where: { $0.clearedFields.contains(field.name) }) { continue }
        let message =
          "\(feature.name).State.\(field.name) is an optional presentation with no ifLet: "
          + "its reducer never runs and dismissal never clears it; "
          + fix(for: field, of: feature, in: context)
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
        if let handler = handlers.first(where: { !$0.isCatchAll }) {
          found.severity = .note
          found.message =
            "\(feature.name).State.\(field.name) has no ifLet and its dismissal is handled at "
            + "\(handler.location) without setting it to nil there: if nothing clears it, its "
            + "reducer never runs and it stays presented; "
            + fix(for: field, of: feature, in: context)
        } else if let cleared = field.clearedByHand {
          found = clearedByHand(field, at: cleared, of: feature, in: context, finding: found)
        }
        result.append(found)
      }
    }
    return result
  }

  /// The `ifLet` to add, spelled as Swift: `\.$child` for a `@Presents` field, `\.child` for
  /// plain optional state. A wrapped field with a raw-identifier name has no `$` spelling.
  /// TCA 2.0 in the current beta's spelling: one key path, and the child's reducer in the
  /// closure (`.ifLet(\.destination) { Destination.body }`).
  private func fix(for field: StateField, of feature: FeatureFacts, in context: LintContext)
    -> String
  {
    let member = field.memberSpelling
    if feature.apiGeneration == .tca2 {
      let child = field.child.map { " { \(feature.tca2Reducer(of: $0.name, in: context)) }" } ?? ""
      return "add .ifLet(\\.\(member))" + child
    }
    guard field.wrapper != nil else {
      return "add .ifLet(\\.\(member), action: \\.\(member))"
    }
    guard field.isPlainMember else {
      return "Swift cannot write the $ projection of \(member), so rename the field to a plain "
        + "identifier and add .ifLet(\\.$name, action: \\.name) for it"
    }
    return "add .ifLet(\\.$\(member), action: \\.\(member))"
  }

  /// A field the reducer sets to nil by hand (a button's action) but whose dismissal it does
  /// not handle. An alert whose buttons all clear it works: a note, as whether they do cannot
  /// be told from the fields. A dialog always has the system's Cancel, and an alert with a
  /// button without an action (or no button: the system's OK) closes without one; either
  /// sends the dismissal nothing handles, and it stays set: an error.
  private func clearedByHand(
    _ field: StateField, at cleared: SourceLocation, of feature: FeatureFacts,
    in context: LintContext, finding: Finding
  ) -> Finding {
    var finding = finding
    let fix = fix(for: field, of: feature, in: context)
    if field.isDialog {
      finding.message =
        "\(feature.name).State.\(field.name) is cleared at \(cleared) but has no ifLet and its "
        + "dismissal (the system's Cancel, a tap outside) is not handled, so it stays set; "
        + fix
    } else if field.isAlertOrDialog, feature.alertClosesWithoutAction {
      finding.message =
        "\(feature.name).State.\(field.name) is cleared at \(cleared) but has no ifLet, and a "
        + "button without an action (or the system's OK) closes its alert with a dismissal "
        + "nothing handles, so it stays set; " + fix
    } else {
      finding.severity = .note
      finding.message =
        "\(feature.name).State.\(field.name) has no ifLet; it is cleared by hand at \(cleared), "
        + "but if it is dismissed another way (a button without an action, a swipe) nothing "
        + "clears it; " + fix
    }
    return finding
  }

  /// Whether the field holds something with a reducer to run: an alert or dialog, a feature,
  /// or a child whose actions the feature declares a case for. A plain value (`@Presents var
  /// url: URL?`) has none: `ifLet` could not even compile.
  private func holdsChildOrPrompt(
    _ field: StateField, of feature: FeatureFacts, in context: LintContext
  ) -> Bool {
    field.isAlertOrDialog
      || field.child?.featureName.map { context.featureFacts[$0] != nil } == true
      || feature.actionCase(named: field.name) != nil
  }

  /// A plain optional child that its view draws in place (`IfLetStore`, `if let child =
  /// store.scope(...)`): composition, not a presentation. Nothing dismisses it, and a parent
  /// that answers the child's actions itself (a banner whose tap the parent handles) needs no
  /// `ifLet`; whether the child has logic that never runs cannot be told from here.
  private func isDrawnInPlace(_ field: StateField) -> Bool {
    field.wrapper == nil && !field.isAlertOrDialog && field.viewUse == .inline
  }

  /// A 2.0 prompt held in its own optional is a feature with actions: it needs its `ifLet`
  /// like any child. 1.x's optional `AlertState` without `@Presents` is shown by the view alone.
  private func needsIfLet(_ field: StateField) -> Bool {
    field.wrapper != nil || !field.isAlertOrDialog || field.prompt != nil
  }
}
