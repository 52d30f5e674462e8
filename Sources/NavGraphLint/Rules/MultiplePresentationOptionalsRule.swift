import NavGraphCore

/// Two or more sibling optional presentation fields in one `State`.
public struct MultiplePresentationOptionalsRule: LintRule {
  public init() {}

  public let description = RuleDescription(
    identifier: "multiple-presentation-optionals",
    defaultSeverity: .warning,
    summary: "A State holds several optional presentation fields instead of one Destination enum.",
    rationale: """
      Each optional presentation field (`@Presents`, `@PresentationState`, or optional child \
      state integrated with `ifLet`, alerts and dialogs included) can be nil or not on its \
      own, so n of them allow 2ⁿ combinations while the screen can show at most one thing at \
      a time: only n + 1 are valid, and 2ⁿ − n − 1 are states the compiler lets you build \
      and the UI cannot show (two sheets at once, an alert over a sheet that is being \
      dismissed). Model the destinations as the cases of one `@Reducer enum Destination` held \
      in a single `@Presents var destination: Destination.State?`, integrated with one \
      `ifLet`; then exactly one destination can be active, and views scope to a case.
      """,
    needsSourceFacts: false,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Inventory {
          @ObservableState
          struct State {
            @Presents var ↓addItem: ItemForm.State?
            @Presents var editItem: ItemForm.State?
            @Presents var alert: AlertState<Action.Alert>?
          }
          enum Action {
            case addItem(PresentationAction<ItemForm.Action>)
            case editItem(PresentationAction<ItemForm.Action>)
            case alert(PresentationAction<Alert>)
            enum Alert { case confirm }
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifLet(\.$addItem, action: \.addItem) { ItemForm() }
              .ifLet(\.$editItem, action: \.editItem) { ItemForm() }
              .ifLet(\.$alert, action: \.alert)
          }
        }
        @Reducer struct ItemForm {}
        """#),
      Example(
        #"""
        struct Settings: Reducer {
          struct State {
            @PresentationState var ↓profile: Profile.State?
            var help: Help.State?
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifLet(\.$profile, action: /Action.profile) { Profile() }
              .ifLet(\.help, action: /Action.help) { Help() }
          }
        }
        @Reducer struct Profile {}
        @Reducer struct Help {}
        """#),
    ],
    nonTriggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination {
            case addItem(ItemForm)
            case editItem(ItemForm)
            case alert(AlertState<Alert>)
            enum Alert { case confirm }
          }
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
            var items: [String] = []
          }
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
        @Reducer
        struct Counter {
          @ObservableState
          struct State {
            @Presents var fact: FactSheet.State?
            var count = 0
            var lastError: String?
          }
        }
        @Reducer struct FactSheet {}
        """#),
    ])

  public func findings(in context: LintContext) -> [Finding] {
    context.facts == nil ? graphFindings(context.graph) : factFindings(context.features)
  }

  private func factFindings(_ features: [FeatureFacts]) -> [Finding] {
    features.compactMap { feature in
      let fields = feature.presentationFields.sorted { $0.location < $1.location }
      guard fields.count >= 2 else { return nil }
      return finding(
        feature: feature.name, fields: fields.map(\.name), location: fields[0].location,
        message: Self.message(fields.map(\.name), generation: feature.apiGeneration))
    }
  }

  /// Without facts (a reflection or JSON graph): the distinct fields of one feature's
  /// tree-navigation edges are its optional presentation fields.
  private func graphFindings(_ graph: NavigationGraph) -> [Finding] {
    var byOwner: [String: [String: SourceLocation?]] = [:]
    for edge in graph.edges where edge.kind.isTree {
      guard let field = edge.field else { continue }
      let known = byOwner[edge.from]?[field] ?? nil
      let location = [known, edge.location].compactMap { $0 }.min()
      byOwner[edge.from, default: [:]][field] = location
    }
    return byOwner.compactMap { owner, fields in
      guard fields.count >= 2 else { return nil }
      let none = SourceLocation(file: "")
      let ordered = fields.sorted { ($0.value ?? none, $0.key) < ($1.value ?? none, $1.key) }
      return finding(
        feature: owner, fields: ordered.map(\.key), location: ordered[0].value,
        message: Self.message(ordered.map(\.key)))
    }
  }

  /// The advice in the words of the feature's TCA generation: 2.0 has no `@Presents`.
  static func message(_ fields: [String], generation: APIGeneration = .tca1) -> String {
    let count = InvalidStateCount.decimal(forFields: fields.count)
    let holder =
      generation == .tca2
      ? "one optional field (var destination: Destination.State?)"
      : "a single @Presents field"
    return "\(fields.count) sibling optional destinations (\(fields.joined(separator: ", "))) "
      + "allow \(count) invalid state\(count == "1" ? "" : "s"); model them as one enum "
      + "Destination held in \(holder)"
  }
}
