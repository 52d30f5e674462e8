import NavGraphCore

/// Two or more sibling optional presentation fields in one `State`.
package struct MultiplePresentationOptionalsRule: LintRule {
  package init() {}

  package let description = RuleDescription(
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
            case addTapped, editTapped, failed
            enum Alert { case confirm }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .addTapped: state.addItem = ItemForm.State()
              case .editTapped: state.editItem = ItemForm.State()
              case .failed: state.alert = AlertState { TextState("Failed") }
              default: break
              }
              return .none
            }
            .ifLet(\.$addItem, action: \.addItem) { ItemForm() }
            .ifLet(\.$editItem, action: \.editItem) { ItemForm() }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        @Reducer struct ItemForm {}
        """#),
      // A plain optional child counts where a view presents it.
      Example(
        #"""
        struct Settings: Reducer {
          struct State {
            @PresentationState var ↓profile: Profile.State?
            var help: Help.State?
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.profile = Profile.State()
              state.help = Help.State()
              return .none
            }
            .ifLet(\.$profile, action: /Action.profile) { Profile() }
            .ifLet(\.help, action: /Action.help) { Help() }
          }
        }
        struct SettingsView: View {
          let store: StoreOf<Settings>
          var body: some View {
            Form {}
              .sheet(store: store.scope(state: \.$profile, action: \.profile)) { ProfileView(store: $0) }
              .sheet(item: $store.scope(state: \.help, action: \.help)) { HelpView(store: $0) }
          }
        }
        @Reducer struct Profile {}
        @Reducer struct Help {}
        """#),
      // Computed optionals over plain enums (one per popover case) are presentations too: two
      // popovers can be set at once, whatever each enum's cases.
      Example(
        #"""
        @Reducer
        struct Board {
          enum Popover { case filter(Filter.State), sort(Sort.State) }
          enum Menu { case share(Share.State) }
          @ObservableState
          struct State {
            var popover: Popover?
            var menu: Menu?
            var ↓filter: Filter.State? {
              get { guard case let .filter(s) = popover else { return nil }; return s }
              set { popover = newValue.map { .filter($0) } }
            }
            var sort: Sort.State? {
              get { guard case let .sort(s) = popover else { return nil }; return s }
              set { popover = newValue.map { .sort($0) } }
            }
            var share: Share.State? {
              get { guard case let .share(s) = menu else { return nil }; return s }
              set { menu = newValue.map { .share($0) } }
            }
          }
          enum Action {
            case filter(Filter.Action), sort(Sort.Action), share(Share.Action)
            case filterTapped, sortTapped, shareTapped
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .filterTapped: state.popover = .filter(Filter.State())
              case .sortTapped: state.popover = .sort(Sort.State())
              case .shareTapped: state.menu = .share(Share.State())
              default: break
              }
              return .none
            }
            .ifLet(\.filter, action: \.filter) { Filter() }
            .ifLet(\.sort, action: \.sort) { Sort() }
            .ifLet(\.share, action: \.share) { Share() }
          }
        }
        struct BoardView: View {
          @Bindable var store: StoreOf<Board>
          var body: some View {
            Text("")
              .popover(item: $store.scope(state: \.filter, action: \.filter)) { FilterView(store: $0) }
              .popover(item: $store.scope(state: \.sort, action: \.sort)) { SortView(store: $0) }
              .popover(item: $store.scope(state: \.share, action: \.share)) { ShareView(store: $0) }
          }
        }
        @Reducer struct Filter {}
        @Reducer struct Sort {}
        @Reducer struct Share {}
        """#),
    ],
    nonTriggeringExamples: [
      // A child a view draws in place (a banner, a section) is not a presentation.
      Example(
        #"""
        @Reducer
        struct Home {
          @ObservableState
          struct State {
            @Presents var settings: Settings.State?
            var banner: Banner.State?
          }
          enum Action {
            case settings(PresentationAction<Settings.Action>)
            case banner(Banner.Action)
            case appeared
          }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.settings = Settings.State()
              state.banner = Banner.State()
              return .none
            }
            .ifLet(\.$settings, action: \.settings) { Settings() }
            .ifLet(\.banner, action: \.banner) { Banner() }
          }
        }
        struct HomeView: View {
          @Bindable var store: StoreOf<Home>
          var body: some View {
            VStack {
              if let banner = store.scope(state: \.banner, action: \.banner) {
                BannerView(store: banner)
              }
            }
            .sheet(item: $store.scope(state: \.settings, action: \.settings)) { SettingsView(store: $0) }
          }
        }
        @Reducer struct Settings {}
        @Reducer struct Banner {}
        """#),
      // Nothing ever sets `alert`: it is never shown (`unreachable-presentation` says so).
      Example(
        #"""
        @Reducer
        struct Comment {
          @ObservableState
          struct State {
            @Presents var reply: Reply.State?
            @Presents var alert: AlertState<Action.Alert>?
          }
          enum Action {
            case reply(PresentationAction<Reply.Action>)
            case alert(PresentationAction<Alert>)
            case replyTapped
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.reply = Reply.State()
              return .none
            }
            .ifLet(\.$reply, action: \.reply) { Reply() }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        @Reducer struct Reply {}
        """#),
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

  package func findings(in context: LintContext) -> [Finding] {
    context.facts == nil ? graphFindings(context.graph) : factFindings(context)
  }

  /// The fields the app shows as presentations; alerts and dialogs beside a Destination enum
  /// are `alert-outside-destination`'s, which says what to do with them.
  private func factFindings(_ context: LintContext) -> [Finding] {
    context.features.compactMap { feature in
      var fields = feature.shownPresentationFields.sorted { $0.location < $1.location }
      // Projections of one stored field (a plain enum's cases) exclude each other: one of them
      // stands for the field.
      var projected = Set<String>()
      fields.removeAll { field in
        field.projectedFrom.map { !projected.insert($0).inserted } ?? false
      }
      // Screens pushed as elements of a path stand on one another: set together, they are a
      // deeper stack.
      fields.removeAll(where: \.isStackElement)
      if feature.destinationField(among: fields, in: context) != nil {
        fields.removeAll(where: \.isAlertOrDialog)
      }
      guard fields.count >= 2 else { return nil }
      var message = Self.message(fields.map(\.name), generation: feature.apiGeneration)
      let unseen = fields.filter { $0.viewUse == .notFound || $0.viewUse == .mentioned }
        .map(\.name)
      if !unseen.isEmpty {
        message +=
          " (no view presenting \(unseen.joined(separator: ", ")) was found: "
          + (unseen.count == 1 ? "it is" : "they are") + " counted as declared)"
      }
      return finding(
        feature: feature.name, fields: fields.map(\.name), location: fields[0].location,
        message: message)
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
