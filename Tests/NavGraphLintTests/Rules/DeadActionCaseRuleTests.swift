import NavGraphLint
import Testing

@Suite struct DeadActionCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(DeadActionCaseRule())
  }

  /// A child's delegate action the parent handles is sent by the child.
  @Test func aChildsDelegateActionIsSent() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Guide {
        @Reducer
        enum Path { case steps(Steps) }
        @ObservableState
        struct State { var path = StackState<Path.State>() }
        enum Action { case path(StackActionOf<Path>), intro(Intro.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .intro(.delegate(.started)):
              state.path.append(.steps(Steps.State()))
              return .none
            default:
              return .none
            }
          }
          .forEach(\.path, action: \.path)
        }
      }
      @Reducer
      struct Intro {
        enum Action { case startTapped, delegate(Delegate) }
        enum Delegate { case started }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .send(.delegate(.started)) }
        }
      }
      @Reducer struct Steps {}
      """#, with: DeadActionCaseRule())
    #expect(findings.isEmpty)
  }

  static func helperSource(editSentBy view: String) -> String {
    #"""
    @Reducer
    struct Inventory {
      @Reducer
      enum Destination {
        case edit(ItemForm)
        case add(ItemForm)
      }
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case addTapped, editTapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addTapped:
            state.destination = .add(ItemForm.State())
            return .none
          case .editTapped:
            return openEditor(&state)
          case .destination:
            return .none
          }
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }
    extension Inventory {
      func openEditor(_ state: inout State) -> Effect<Action> {
        prepare(&state)
        return .none
      }
      private func prepare(_ state: inout State) {
        state.destination = .edit(ItemForm.State())
      }
    }
    struct InventoryView: View {
      @Bindable var store: StoreOf<Inventory>
      var body: some View {
        Button("Add") { store.send(.addTapped) }
    """# + view + #"""
          .sheet(item: $store.scope(state: \.destination, action: \.destination)) { _ in }
      }
    }
    @Reducer struct ItemForm {}
    """#
  }

  /// A case built in a method the handler calls, handed the state (through another method),
  /// is built for that handler's action: nothing sends it, so nothing builds the case.
  @Test func aCaseBuiltInAMethodOnlyADeadHandlerCallsIsReported() {
    let findings = RuleExamples.lint(
      Self.helperSource(editSentBy: ""), with: DeadActionCaseRule())
    #expect(findings.map(\.message).count == 1)
    #expect(findings.first?.message.hasPrefix("Inventory.Destination.edit is built only where .editTapped is handled") == true)
  }

  @Test func aCaseBuiltInAMethodASentHandlerCallsIsNot() {
    let findings = RuleExamples.lint(
      Self.helperSource(editSentBy: "    Button(\"Edit\") { store.send(.editTapped) }\n"),
      with: DeadActionCaseRule())
    #expect(findings.isEmpty)
  }

  /// The reducer's own `reduce(into:action:)` runs for every action: a case built there
  /// outside a `switch` is not bound to the handlers that call it again.
  @Test func theReduceFunctionIsNoHelper() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Inventory {
        @Reducer
        enum Destination { case edit(ItemForm) }
        @ObservableState
        struct State { @Presents var destination: Destination.State? }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
          case editTapped, refresh, reset
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          if case .editTapped = action { state.destination = .edit(ItemForm.State()) }
          switch action {
          case .refresh:
            return reduce(into: &state, action: .reset)
          default:
            return .none
          }
        }
      }
      struct InventoryView: View {
        @Bindable var store: StoreOf<Inventory>
        var body: some View {
          Button("Edit") { store.send(.editTapped) }
            .sheet(item: $store.scope(state: \.destination, action: \.destination)) { _ in }
        }
      }
      @Reducer struct ItemForm {}
      """#, with: DeadActionCaseRule())
    #expect(findings.isEmpty)
  }

  /// A project's own reducer protocol hands each kind of action to a method of its own
  /// (`reduce(into:viewAction:)`): the `switch` over that parameter, whatever the body calls
  /// it, runs for those actions.
  static func protocolReducer(label: String) -> String {
    """
      protocol FeatureReducer: Reducer {
        associatedtype ViewAction
        func reduce(into state: inout State, \(label): ViewAction) -> Effect<Action>
      }
      @Reducer
      struct Message: FeatureReducer {
        @Reducer
        enum Destination { case mode(Mode) }
        @ObservableState
        struct State { @Presents var destination: Destination.State? }
        enum ViewAction { case modeTapped, appeared }
        enum Action { case view(ViewAction), destination(PresentationAction<Destination.Action>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }.ifLet(\\.$destination, action: \\.destination)
        }
        func reduce(into s: inout State, \(label) received: ViewAction) -> Effect<Action> {
          switch received {
          case .modeTapped:
            s.destination = .mode(Mode.State())
            return .none
          case .appeared:
            return .none
          }
        }
      }
      struct MessageView: View {
        let store: StoreOf<Message>
        var body: some View { Text("").onAppear { store.send(.view(.appeared)) } }
      }
      @Reducer struct Mode {}
      """
  }

  @Test func aHandlerInAMethodOfTheProjectsProtocolIsRead() {
    let findings = RuleExamples.lint(
      Self.protocolReducer(label: "viewAction"), with: DeadActionCaseRule())
    #expect(findings.map(\.case) == ["mode"])
  }

  /// A parameter labelled otherwise (`transaction:`, which only ends in "action") is no
  /// action: the cases its `switch` matches are not handlers, and nothing is reported.
  @Test func aParameterThatOnlyEndsInActionIsNoAction() {
    let findings = RuleExamples.lint(
      Self.protocolReducer(label: "transaction"), with: DeadActionCaseRule())
    #expect(findings.isEmpty)
  }
}
