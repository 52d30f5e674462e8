import NavGraphCore

/// `await send(...)` after `await dismiss()` in one effect.
package struct SendAfterDismissRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "send-after-dismiss",
    defaultSeverity: .warning,
    summary: "A send that can run after await dismiss() inside the same .run effect.",
    rationale: """
      `await dismiss()` asks the parent to clear the child's presentation state; once it is \
      gone, the child's effects are cancelled and the child can no longer receive actions. \
      A `send` that follows it in the same effect either never happens (the task is \
      cancelled) or reaches a feature that is no longer presented, which TCA reports as a \
      runtime warning. Send first — typically a delegate action that tells the parent what \
      happened — then dismiss, or let the parent dismiss in response to the delegate action. \
      Alternatives are not a sequence: a send in another closure handed to the same call \
      (`cancelAction:` and `confirmAction:`), in the other side of an `if` or `switch`, or \
      after a `guard` whose `else` dismisses and leaves, is not reported.
      """,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct ItemForm {
          @Dependency(\.dismiss) var dismiss
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              return .run { send in
                await dismiss()
                await ↓send(.delegate(.saved))
              }
            }
          }
        }
        """#),
      // After an `if` that may dismiss, the send still runs.
      Example(#"""
        @Reducer
        struct ItemForm {
          @Dependency(\.dismiss) var dismiss
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              return .run { [isDone = state.isDone] send in
                if isDone { await dismiss() }
                await ↓send(.delegate(.saved))
              }
            }
          }
        }
        """#),
    ],
    nonTriggeringExamples: [
      // Two closures a helper calls one of, and two sides of an `if`: never both run.
      Example(#"""
        @Reducer
        struct Confirm {
          @Dependency(\.dismiss) var dismiss
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .deleteTapped:
                return .run { send in
                  await confirmation(
                    cancelAction: { await dismiss() },
                    confirmAction: { await send(.delegate(.confirmed)) })
                }
              default:
                return .run { send in
                  if Bool.random() {
                    await dismiss()
                  } else {
                    await send(.retry)
                  }
                }
              }
            }
          }
        }
        """#),
      // A `guard` whose `else` dismisses leaves: the send after it runs only when it did not.
      Example(#"""
        @Reducer
        struct Upload {
          @Dependency(\.dismiss) var dismiss
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              return .run { send in
                guard let file = await pick() else {
                  await dismiss()
                  return
                }
                await send(.picked(file))
              }
            }
          }
        }
        """#),
      Example(#"""
        @Reducer
        struct ItemForm {
          @Dependency(\.dismiss) var dismiss
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              return .run { send in
                await send(.delegate(.saved))
                await dismiss()
              }
            }
          }
        }
        """#)
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for effect in feature.effects {
        guard let send = effect.sendAfterDismiss else { continue }
        result.append(
          finding(
            feature: feature.name, location: send.location,
            message: "send after await dismiss() in the same effect: the dismissed feature "
              + "cannot receive it; send first, then dismiss"))
      }
    }
    return result
  }
}
