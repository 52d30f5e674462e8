import NavGraphCore

/// The same field integrated twice.
package struct DuplicateIntegrationRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "duplicate-integration",
    defaultSeverity: .error,
    summary: "The same presentation or stack field integrated by two ifLet or forEach calls.",
    rationale: """
      Each `ifLet`/`forEach` runs the child reducer for the field it names. Two on the same \
      field — often one left behind when a body was split across extensions or a \
      `Destination` enum was introduced — run the child twice for every action: its state \
      changes are applied twice, its effects start twice, and the second integration sees \
      the child already dismissed and reports a runtime warning. Keep one.
      """,
    triggeringExamples: [
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
              .↓ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct ItemForm {}
        """#)
    ],
    nonTriggeringExamples: [
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
            case path(StackActionOf<Path>)
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifLet(\.$destination, action: \.destination)
              .forEach(\.path, action: \.path)
          }
        }
        @Reducer struct ItemForm {}
        """#),
      Example(#"""
        @Reducer
        struct Launch {
          @ObservableState
          struct State { var phase: Phase = .signIn(SignIn.State()) }
          @CasePathable
          enum Phase {
            case signIn(SignIn.State)
            case home(Home.State)
            var signIn: SignIn.State? {
              get { if case .signIn(let state) = self { state } else { nil } }
              set { if let newValue { self = .signIn(newValue) } }
            }
            var home: Home.State? {
              get { if case .home(let state) = self { state } else { nil } }
              set { if let newValue { self = .home(newValue) } }
            }
          }
          enum Action { case phase(PhaseAction) }
          @CasePathable
          enum PhaseAction { case signIn(SignIn.Action), home(Home.Action) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifLet(\.phase.signIn, action: \.phase.signIn) { SignIn() }
              .ifLet(\.phase.home, action: \.phase.home) { Home() }
          }
        }
        @Reducer struct SignIn {}
        @Reducer struct Home {}
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      var seen = Set<String>()
      for integration in feature.integrations.sorted(by: { $0.location < $1.location }) {
        guard integration.op == .ifLet || integration.op == .forEach,
          let field = integration.stateField
        else { continue }
        // `\.route.auth` and `\.route.onboarding` integrate two cases of one field, each
        // through its own projection: only the same case twice runs a child twice.
        let place = [field, integration.stateCase].compactMap { $0 }.joined(separator: ".")
        if seen.insert("\(integration.op.rawValue) \(place)").inserted { continue }
        result.append(
          finding(
            feature: feature.name, fields: [field], location: integration.location,
            message: "\(place) is integrated by a second \(integration.op.rawValue): the child "
              + "reducer runs twice for every action; keep one"))
      }
    }
    return result
  }
}
