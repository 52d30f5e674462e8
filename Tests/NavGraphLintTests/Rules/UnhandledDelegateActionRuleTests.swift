import NavGraphCore
import NavGraphLint
import Testing

@Suite struct UnhandledDelegateActionRuleTests {
  @Test func examples() {
    RuleExamples.check(UnhandledDelegateActionRule())
  }

  /// A child pushed on a stack asks to be popped from an effect; `parent` is how the stack's
  /// owner handles the stack's actions.
  private static func stack(parent: String) -> String {
    #"""
    @Reducer
    struct Detail {
      struct State: Equatable {}
      enum Action {
        case saveTapped
        case delegate(Delegate)
        enum Delegate: Equatable { case saved(Int) }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .saveTapped:
            return .run { send in await send(.delegate(.saved(1))) }
          case .delegate:
            return .none
          }
        }
      }
    }
    @Reducer
    struct Root {
      @Reducer
      enum Path { case detail(Detail) }
      struct State { var path = StackState<Path.State>() }
      enum Action { case path(StackActionOf<Path>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
    """# + parent + #"""
          }
        }
        .forEach(\.path, action: \.path)
      }
    }
    """#
  }

  @Test func aRequestFromAnEffectThatTheStacksOwnerSwallowsIsReported() {
    let findings = RuleExamples.lint(
      Self.stack(parent: "case .path: return .none\n"), with: UnhandledDelegateActionRule())
    #expect(findings.map(\.feature) == ["Detail"])
    #expect(findings.first?.message.contains("sends .delegate(.saved)") == true)
  }

  @Test func aRequestTheStacksOwnerMatchesOrBindsIsAnswered() {
    for handling in [
      "case .path(.element(id: _, action: .detail(.delegate(.saved)))): return .none\n"
        + "case .path: return .none\n",
      "case let .path(.element(id: _, action: .detail(.delegate(request)))):\n"
        + "  return handle(request)\ncase .path: return .none\n",
      "case .path(.element(id: _, action: .detail(.delegate))):\n"
        + "  state.path.removeLast()\n  return .none\ncase .path: return .none\n",
    ] {
      #expect(
        RuleExamples.lint(Self.stack(parent: handling), with: UnhandledDelegateActionRule())
          .isEmpty, "\(handling)")
    }
  }

  /// `if case` guards code: a request matched there is answered.
  @Test func aRequestMatchedByIfCaseIsAnswered() {
    let parent = #"""
      default:
        if case .path(.element(id: _, action: .detail(.delegate(.saved)))) = action {
          state.path.removeAll()
        }
        return .none
      """#
    #expect(
      RuleExamples.lint(Self.stack(parent: parent + "\n"), with: UnhandledDelegateActionRule())
        .isEmpty)
  }

  /// The effect's send parameter under another name sends all the same.
  @Test func aRequestSentThroughARenamedSendParameterIsRead() {
    let source = Self.stack(parent: "case .path: return .none\n").replacingOccurrences(
      of: "{ send in await send(", with: "{ post in await post(")
    #expect(source.contains("await post("))
    #expect(RuleExamples.lint(source, with: UnhandledDelegateActionRule()).count == 1)
  }

  /// `BindingReducer` applies a binding action the feature sends itself.
  @Test func aBindingActionSentFromAnEffectIsApplied() {
    let source = Self.stack(parent: "case .path: return .none\n")
      .replacingOccurrences(
        of: "await send(.delegate(.saved(1)))",
        with: "await send(.binding(.set(\\.isSaving, false)))")
      .replacingOccurrences(
        of: "case delegate(Delegate)", with: "case delegate(Delegate), binding(BindingAction<State>)")
    #expect(source.contains("binding(.set("))
    #expect(RuleExamples.lint(source, with: UnhandledDelegateActionRule()).isEmpty)
  }
}
