import NavGraphCore

/// A Destination case nothing constructs.
package struct UnreachableDestinationCaseRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unreachable-destination-case",
    defaultSeverity: .warning,
    summary: "A case of a Destination enum reducer that no non-test code constructs.",
    rationale: """
      A destination is presented by assigning its case to the presentation field \
      (`state.destination = .editItem(...)`). A case no code outside tests ever builds is a \
      screen users can never reach: dead code that still costs a reducer, a view and tests, \
      and often the sign of a forgotten button action or a refactor that lost the \
      navigation. Delete the case, or add the code that presents it. With `--traces DIR`, a \
      case that is constructed but that no recorded flow visited is reported as a note: \
      reachable, but untested.
      """,
    needsSourceFacts: false,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination {
            case addItem(ItemForm)
            case ↓editItem(ItemForm)
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case addTapped
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.destination = .addItem(ItemForm.State())
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct ItemForm {}
        """#),
      // Built only by a test: still unreachable for users.
      Example(files: [
        "Sources/App/Feature.swift": #"""
          @Reducer
          struct Inventory {
            @Reducer
            enum Destination { case about(About), ↓settings(Settings) }
            @ObservableState
            struct State { @Presents var destination: Destination.State? }
            enum Action { case destination(PresentationAction<Destination.Action>), aboutTapped }
            var body: some ReducerOf<Self> {
              Reduce { state, _ in
                state.destination = .about(About.State())
                return .none
              }
              .ifLet(\.$destination, action: \.destination)
            }
          }
          @Reducer struct About {}
          @Reducer struct Settings {}
          """#,
        "Tests/AppTests/InventoryTests.swift": #"""
          import XCTest
          final class InventoryTests: XCTestCase {
            func testSettings() {
              _ = Inventory.State(destination: .settings(Settings.State()))
            }
          }
          """#,
      ]),
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination {
            case addItem(ItemForm)
            case alert(AlertState<Alert>)
            enum Alert { case confirm }
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case addTapped, deleteTapped
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .addTapped: state.destination = .addItem(ItemForm.State())
              case .deleteTapped: state.destination = .alert(AlertState { TextState("Delete?") })
              case .destination: break
              }
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct ItemForm {}
        """#)
    ])

  package func findings(in context: LintContext) -> [Finding] {
    UnreachableCaseCheck(holder: .destination).findings(in: context, rule: self)
  }
}
