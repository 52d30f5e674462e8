import NavGraphCore
import NavGraphFacts

/// An action a child sends for its parent (a delegate action) that no reducer acts on: the
/// child's own `switch` and its parents' match it only in catch-alls that do nothing.
package struct UnhandledDelegateActionRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unhandled-delegate-action",
    defaultSeverity: .warning,
    summary: "An action a child sends for its parent that no reducer acts on: the request is "
      + "dropped.",
    rationale: """
      A child asks its parent to navigate by sending an action of its own that it does not \
      handle itself (`return .send(.delegate(.finished))`): the parent matches it under the \
      case it integrates the child with (`case .steps(.presented(.delegate(.finished))):`) \
      and dismisses, pushes or pops. When no reducer of the app names that action, binds it \
      (`case let .delegate(request):`) or does anything for every action of its kind, the \
      request is dropped: the child's own `case .delegate: return .none` and the parent's \
      `case .steps: return .none` swallow it, and the screen that should close or advance \
      stays. Handle it where the child is integrated, or stop sending it. It speaks only \
      for a child some scanned feature integrates (a parent out of sight may handle it), \
      for an action sent by name (`.send(.delegate(.finished))`, `send(...)` in an effect, \
      `store.send(...)`), and it counts a pattern anywhere in the app, in any feature, as \
      an answer, so an action name shared with another case keeps it silent.
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Steps {
          struct State: Equatable {}
          enum Action {
            case nextTapped
            case delegate(Delegate)
            enum Delegate { case finished }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .nextTapped:
                return ↓.send(.delegate(.finished))
              case .delegate:
                return .none
              }
            }
          }
        }
        @Reducer
        struct Guide {
          struct State: Equatable { @Presents var steps: Steps.State? }
          enum Action { case steps(PresentationAction<Steps.Action>), startTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .startTapped:
                state.steps = Steps.State()
                return .none
              case .steps:
                return .none
              }
            }
            .ifLet(\.$steps, action: \.steps) { Steps() }
          }
        }
        """#)
    ],
    nonTriggeringExamples: [
      // The parent matches the request, or binds every request of the child.
      Example(
        #"""
        @Reducer
        struct Steps {
          struct State: Equatable {}
          enum Action {
            case nextTapped, backTapped
            case delegate(Delegate)
            enum Delegate { case finished, cancelled }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .nextTapped: return .send(.delegate(.finished))
              case .backTapped: return .run { send in await send(.delegate(.cancelled)) }
              case .delegate: return .none
              }
            }
          }
        }
        @Reducer
        struct Guide {
          struct State: Equatable { @Presents var steps: Steps.State? }
          enum Action { case steps(PresentationAction<Steps.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .steps(.presented(.delegate(.finished))):
                state.steps = nil
                return .none
              case .steps:
                return .none
              }
            }
            .ifLet(\.$steps, action: \.steps) { Steps() }
          }
        }
        @Reducer
        struct Tour {
          struct State: Equatable { var steps = Steps.State() }
          enum Action { case steps(Steps.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \.steps, action: \.steps) { Steps() }
            Reduce { state, action in
              switch action {
              case let .steps(.delegate(request)):
                return handle(request, &state)
              case .steps:
                return .none
              }
            }
          }
        }
        """#),
      // A parent sending its child an action, which the child's own reducer handles; and a
      // feature nothing scanned integrates, whose parent is out of sight.
      Example(
        #"""
        @Reducer
        struct Feed {
          struct State: Equatable { var list = List.State() }
          enum Action {
            case list(List.Action)
            case refreshTapped
            case delegate(Delegate)
            enum Delegate { case signOut }
          }
          var body: some ReducerOf<Self> {
            Scope(state: \.list, action: \.list) { List() }
            Reduce { state, action in
              switch action {
              case .refreshTapped: return .send(.list(.reload))
              case .list: return .send(.delegate(.signOut))
              case .delegate: return .none
              }
            }
          }
        }
        @Reducer
        struct List {
          struct State: Equatable {}
          enum Action { case reload }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .reload: return .none
              }
            }
          }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    guard let answered = context.facts?.answeredActions else { return [] }
    let integrated = Set(context.graph.edges.map(\.to))
    var result: [Finding] = []
    for feature in context.features where integrated.contains(feature.name) {
      // A case the feature integrates a child with carries the child's actions, which the
      // child's reducer handles; a `BindingAction` is applied by `BindingReducer`.
      let childCases = Set(feature.integrations.compactMap { $0.actionPath.first })
      let ownCases = Set(
        feature.actionCases.filter { !($0.payloadText ?? "").hasPrefix("BindingAction") }
          .map(\.name))
      var reported = Set<[String]>()
      for send in feature.actionSends {
        let request = Array(send.path.prefix(2))
        guard ownCases.contains(request[0]), !childCases.contains(request[0]),
          !answered.answers(request), reported.insert(request).inserted
        else { continue }
        let spelled = ".\(request[0])(.\(request[1]))"
        let pattern = Self.parentPattern(of: feature.name, matching: spelled, in: context)
        result.append(
          finding(
            feature: feature.name, case: request.joined(separator: "."), location: send.location,
            message: "\(feature.name) sends \(spelled) for a parent to act on, and no reducer "
              + "handles it: no pattern of the app names it, binds it or acts on every "
              + ".\(request[0]) action, so the request is dropped; handle it where "
              + "\(feature.name) is integrated (\(pattern)), or stop sending it"))
      }
    }
    return result
  }

  /// How a parent integrating `child` matches `request` (`case .steps(.presented(.delegate(
  /// .finished))):`), from the first integration that names the child.
  private static func parentPattern(
    of child: String, matching request: String, in context: LintContext
  ) -> String {
    let integration = context.features.lazy.flatMap(\.integrations).first {
      $0.child == child && !$0.actionPath.isEmpty
    }
    guard let integration else {
      return "a case matching \(request) under the case it is integrated with"
    }
    let payload = integration.actionPayloadText ?? ""
    let inner =
      payload.hasPrefix("PresentationAction") ? ".presented(\(request))"
      : payload.contains("StackAction") ? ".element(id: _, action: \(request))" : request
    let outer = integration.actionPath.reversed().reduce(inner) { "." + $1 + "(" + $0 + ")" }
    return "case \(outer)"
  }
}
