import NavGraphCore
import NavGraphFacts

/// Optional child state a view presents or pushes, held without `@Presents`, that no code
/// sets back to `nil`: the screen goes away, its state and its reducer stay.
package struct UnclearedChildStateRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "uncleared-child-state",
    defaultSeverity: .warning,
    summary: "Optional child state a view presents, held without @Presents, that no code sets "
      + "back to nil: the screen closes, its state stays.",
    rationale: """
      TCA clears a `@Presents` field when its screen is dismissed. A plain optional child \
      state (`var profile: Profile.State?`, integrated with `ifLet`) is cleared only by \
      code: when a view pushes it (an `IfLetStore` inside `navigationDestination(for:)` of \
      a `NavigationStack(path:)` over a plain array of routes) or presents it, and no \
      reducer ever sets it to `nil`, popping or closing the screen leaves the child's state \
      set and its reducer running under `ifLet`: its effects go on, and the next push \
      shows what the last one left unless it is overwritten. Set the field to `nil` where \
      the screen goes away (the route array's change, the child's close request), or hold \
      it with `@Presents` and present it from the store. It speaks only for 1.x and older \
      code (TCA 2.0's `ifLet` clears on dismissal), for a field a view presents, that is \
      set somewhere, with no dismissal handled for it and no `nil` written to it anywhere \
      (also through another feature's path).
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Crew {
          struct State: Equatable {
            @BindingState var path: [Scene] = []
            var ↓profile: Profile.State?
          }
          enum Scene: Hashable { case profile }
          enum Action: BindableAction {
            case binding(BindingAction<State>)
            case profileTapped
            case profile(Profile.Action)
          }
          var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
              switch action {
              case .profileTapped:
                state.path.append(.profile)
                state.profile = Profile.State()
                return .none
              case .binding, .profile:
                return .none
              }
            }
            .ifLet(\.profile, action: \.profile) { Profile() }
          }
        }
        @Reducer struct Profile {
          struct State: Equatable {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        struct CrewView: View {
          let store: StoreOf<Crew>
          var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
              NavigationStack(path: viewStore.binding(\.$path)) {
                Text("Crew")
                  .navigationDestination(for: Crew.Scene.self) { scene in
                    IfLetStore(store.scope(state: \.profile, action: { .profile($0) })) {
                      ProfileView(store: $0)
                    }
                  }
              }
            }
          }
        }
        """#)
    ],
    nonTriggeringExamples: [
      // The route array's change clears what it no longer shows.
      Example(
        #"""
        @Reducer
        struct Crew {
          struct State: Equatable {
            @BindingState var path: [Scene] = []
            var profile: Profile.State?
          }
          enum Scene: Hashable { case profile }
          enum Action: BindableAction {
            case binding(BindingAction<State>)
            case profileTapped
            case profile(Profile.Action)
          }
          var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
              switch action {
              case .profileTapped:
                state.path.append(.profile)
                state.profile = Profile.State()
                return .none
              case .binding(\.$path):
                if !state.path.contains(.profile) { state.profile = nil }
                return .none
              case .binding, .profile:
                return .none
              }
            }
            .ifLet(\.profile, action: \.profile) { Profile() }
          }
        }
        @Reducer struct Profile {
          struct State: Equatable {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        struct CrewView: View {
          let store: StoreOf<Crew>
          var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
              NavigationStack(path: viewStore.binding(\.$path)) {
                Text("Crew")
                  .navigationDestination(for: Crew.Scene.self) { scene in
                    IfLetStore(store.scope(state: \.profile, action: { .profile($0) })) {
                      ProfileView(store: $0)
                    }
                  }
              }
            }
          }
        }
        """#)
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features where feature.apiGeneration != .tca2 {
      let uncleared = feature.shownPresentationFields.filter {
        isUncleared($0, of: feature, in: context)
      }
      for field in uncleared {
        let running =
          feature.integrations(onField: field.name).contains { $0.op == .ifLet }
          ? " and its reducer keeps running under ifLet" : ""
        let how = field.isStackElement ? "pushes" : "presents"
        result.append(
          finding(
            feature: feature.name, fields: [field.name], location: field.location,
            message: "\(feature.name).State.\(field.name) is optional child state a view "
              + "\(how), held without @Presents, and no code sets it to nil: when its screen "
              + "is popped or closed the state stays set\(running); set it to nil where the "
              + "screen goes away, or hold it with @Presents"))
      }
    }
    return result
  }

  private func isUncleared(
    _ field: StateField, of feature: FeatureFacts, in context: LintContext
  ) -> Bool {
    field.wrapper == nil && field.prompt == nil && !field.isAlertOrDialog && field.child != nil
      && field.projectedFrom == nil && field.viewUse == .presented
      && context.nothingClears(field, of: feature)
  }
}
