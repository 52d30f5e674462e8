import NavGraphCore
import NavGraphLint
import Testing

/// Control flow is alternatives, not sequence: a `catch` runs when its `do` failed, so a `send`
/// there does not follow a `dismiss()` in the `do`; a field a state's initializer sets under a
/// condition (`self.mark = flag ? .init() : nil`) is set.
@Suite struct ControlFlowTests {
  static let source = #"""
    @Reducer
    struct Editor {
      @ObservableState
      struct State: Equatable {
        @Presents var mark: Mark.State?
        init(flag: Bool) {
          self.mark = flag ? .init() : nil
        }
      }
      enum Action {
        case mark(PresentationAction<Mark.Action>)
        case saveTapped, closeTapped, failed
      }
      @Dependency(\.dismiss) var dismiss
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .saveTapped:
            return .run { send in
              do {
                try await save()
                await dismiss()
              } catch {
                await send(.failed)
              }
            }
          case .closeTapped:
            return .run { send in
              do {
                await dismiss()
                await send(.failed)
              } catch {}
            }
          default: return .none
          }
        }
        .ifLet(\.$mark, action: \.mark) { Mark() }
      }
    }
    @Reducer struct Mark {}
    struct EditorView: View {
      @Bindable var store: StoreOf<Editor>
      var body: some View {
        Text("").sheet(item: $store.scope(state: \.mark, action: \.mark)) { _ in }
      }
    }
    """#

  @Test func onlyTheSendAfterDismissInOneBranchIsReported() {
    let scan = ShapeScan.scan(Self.source)
    let findings = Linter(rules: [SendAfterDismissRule(), UnreachablePresentationRule()])
      .lint(LintInput(scan: scan))
    #expect(findings.map { "\($0.rule) \($0.location?.line ?? 0)" } == ["send-after-dismiss 31"])
  }
}
