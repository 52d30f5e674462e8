import NavGraphCore

/// `await send(...)` after `await dismiss()` in one effect.
public struct SendAfterDismissRule: LintRule {
  public init() {}

  public let description = RuleDescription(
    identifier: "send-after-dismiss",
    defaultSeverity: .warning,
    summary: "A send after await dismiss() inside the same .run effect.",
    rationale: """
      `await dismiss()` asks the parent to clear the child's presentation state; once it is \
      gone, the child's effects are cancelled and the child can no longer receive actions. \
      A `send` that follows it in the same effect either never happens (the task is \
      cancelled) or reaches a feature that is no longer presented, which TCA reports as a \
      runtime warning. Send first — typically a delegate action that tells the parent what \
      happened — then dismiss, or let the parent dismiss in response to the delegate action.
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
        """#)
    ],
    nonTriggeringExamples: [
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

  public func findings(in context: LintContext) -> [Finding] {
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
