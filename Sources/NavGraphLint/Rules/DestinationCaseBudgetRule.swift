import NavGraphCore

/// An enum reducer with more cases than the team's budget.
package struct DestinationCaseBudgetRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "destination-case-budget",
    defaultSeverity: .note,
    summary: "A Destination or Path enum reducer with more cases than the budget (default 30).",
    rationale: """
      `@Reducer enum` expands each case into a case of a `State` enum, a case of an `Action` \
      enum, a case key path and a `Scope` in one generated `body`: the type checker handles \
      that body as one large expression, so every case added makes the feature slower to \
      build, and very large enums run into the compiler's limits ("the compiler is unable to \
      type-check this expression in reasonable time") with errors that point into generated \
      code. A long list of destinations is also a sign that one screen routes flows that \
      belong to different features. Group related cases into a child feature with its own \
      `Destination`, or split a `Path` by flow (cases holding another `@Reducer enum` group \
      their screens already, and count once). The default budget, 30, sits below the size \
      past which TCA users report the type checker giving up (about 35 cases) and above \
      what real apps ship every day (stacks of 13 to 16 screens): a note about a budget, not \
      a defect. A team that wants smaller enums sets its own budget in `.navviz.yml`: \
      `rules: {destination-case-budget: {budget: 12}}`.
      """,
    needsSourceFacts: false,
    options: Options.declared,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct Settings {
          @Reducer
          enum ↓Destination {
            case account(Form), billing(Form), devices(Form), export(Form), family(Form)
            case help(Form), language(Form), legal(Form), notifications(Form), privacy(Form)
            case security(Form), storage(Form), support(Form), about(Form), accessibility(Form)
            case appearance(Form), backup(Form), calendar(Form), camera(Form), contacts(Form)
            case data(Form), display(Form), focus(Form), health(Form), keyboard(Form)
            case location(Form), mail(Form), messages(Form), music(Form), photos(Form)
            case sound(Form)
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct Form {}
        """#)
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct Settings {
          @Reducer
          enum Destination {
            case account(Account)
            case preferences(Preferences)
            case help(Help)
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct Account {}
        @Reducer struct Preferences {}
        @Reducer struct Help {}
        """#)
    ])

  package func findings(in context: LintContext) -> [Finding] {
    let budget = options(in: context).budget
    return enumCases(in: context).compactMap { name, cases, location in
      guard cases > budget else { return nil }
      return finding(
        feature: name, location: location,
        message: "\(name) has \(cases) cases, over the budget of \(budget): large enum "
          + "reducers slow type checking and can hit the compiler's limits; move related "
          + "cases into a child feature or split the enum by flow")
    }
  }

  /// Each enum reducer with its case count and declaration: from the scanner's facts (every
  /// case, also the ones holding plain data), else from the graph's edges.
  private func enumCases(in context: LintContext) -> [(String, Int, SourceLocation?)] {
    // A case holding a group of cases (`articles.list`, `articles.detail`) is one case.
    func ownCase(_ name: String) -> Substring { name.prefix { $0 != "." } }
    if context.facts != nil {
      return context.features.filter { $0.kind == .enum || $0.isHandWrittenEnumReducer }
        .map { ($0.name, Set($0.reducerCases.map { ownCase($0.name) }).count, $0.location) }
    }
    var cases: [String: Set<Substring>] = [:]
    for edge in context.graph.edges {
      guard let via = edge.via, let name = edge.case else { continue }
      cases[via, default: []].insert(ownCase(name))
    }
    return cases.keys.sorted().map { name in
      let location = context.graph.feature(named: name)?.location
        ?? context.graph.edges.filter { $0.via == name }.compactMap(\.location).min()
      return (name, cases[name]!.count, location)
    }
  }
}

extension DestinationCaseBudgetRule: BudgetRule {
  static let budget = RuleOption(
    name: "budget", defaultValue: 30,
    summary: "The most cases an enum reducer may have before it is reported.")
}
