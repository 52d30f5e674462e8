import NavGraphRuntime
import Testing

/// Rows whose reducer does nothing, so that an action for a missing row reaches `forEach`'s
/// warning and nothing else.
@Reducer
struct Labels {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Label> = []
  }
  struct Label: Equatable, Identifiable {
    var id: Int
  }
  enum Action: Equatable {
    case rows(IdentifiedAction<Int, String>)
  }
  static let forEachLine = #line + 3
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {}
  }
}

/// An error whose dump spans lines, to show how a multi-line dump is indented.
struct LabelledFailure: Error {
  var code = 7
  var reason = "offline"
}

/// Tests of the runtime warnings' wording: the whole text, as TCA 1.25 words it and its
/// own tests compare it, not only the key phrase.
@MainActor
struct IssueWordingTests {
  /// The text of a recorded issue, as `reportIssue` passed it.
  nonisolated private static func text(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }

  @Test("R-25 R-11 ifLet's warning: a heading without an ellipsis, the causes without bullets")
  func ifLetNilChild() async {
    let line = #line + 2
    let store = TestStore(initialState: Int?.none) {
      EmptyReducer<Int?, Void>().ifLet(\.self, action: \.self) {}
    }
    await withKnownIssue {
      await store.send(())
    } matching: { issue in
      Self.text(issue) == """
        An "ifLet" at "\(#fileID):\(line)" received a child action when child state was "nil".

          Action:
            ()

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must \
        run before any other reducer sets child state to "nil". This ensures that child \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for \
        this reducer can only be sent from a store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """
    }
  }

  @Test("R-25 R-15 a collection forEach's missing-element warning reads as TCA's")
  func forEachMissingElement() async {
    let store = TestStore(initialState: Labels.State()) { Labels() }
    await withKnownIssue {
      await store.send(\.rows[id: 1], "Blob")
    } matching: { issue in
      Self.text(issue) == """
        A "forEach" at "\(#fileID):\(Labels.forEachLine)" received an action for a missing \
        element.

          Action:
            Labels.Action.rows(.element(id:, action:))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when \
        its state contains an element at this id. In SwiftUI applications, use "ForEachStore".
        """
    }
  }

  @Test("R-25 R-19 Effect.run's unhandled error: every line of the dump indented four spaces")
  func runUnhandledError() async {
    let line = #line + 3
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { _, _ in
        .run { _ in throw LabelledFailure() }
      }
    }
    await withKnownIssue {
      await store.send(()).finish()
    } matching: { issue in
      Self.text(issue) == """
        An "Effect.run" returned from "\(#fileID):\(line)" threw an unhandled error.

            LabelledFailure(
              code: 7,
              reason: "offline"
            )

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
    }
  }
}
