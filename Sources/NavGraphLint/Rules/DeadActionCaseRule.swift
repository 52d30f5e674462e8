import NavGraphCore
import NavGraphFacts

/// A Destination or Path case built only in the handlers of actions nothing sends.
package struct DeadActionCaseRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "dead-action-case",
    defaultSeverity: .warning,
    summary: "A Destination or Path case built only where an action nothing sends is handled.",
    rationale: """
      A destination is shown when the reducer builds its case (`state.destination = \
      .edit(...)`, `state.path.append(.detail(...))`), and that code runs only for the action \
      whose `switch` case holds it (or calls, handed the state, the method that holds it: \
      `return openEditor(&state)`). When every place that builds the case is the handler of \
      an action that no code sends — no view's `send`, no effect's `.send`, no alert button, \
      no parent — the case is never built and its screen never shown, though the handler and \
      the case look wired: a button that lost its action in a refactor, or a handler written \
      for an action the view never got. Send the action where the screen should open, or \
      remove the case and its handler. It speaks only where a view of the feature that \
      builds the case was found (a view holding its store): without one, what the screen \
      sends is not known. An action counts as sent wherever code writes its \
      name outside a pattern (`.detailTapped`, `Action.detailTapped`), in any feature, so a \
      name shared with another action, or an action built in a way navviz does not read, \
      keeps the case; actions TCA sends itself (bindings, dismissals, stack elements) always \
      count as sent. A case nothing builds at all is `unreachable-destination-case`'s or \
      `unreachable-path-case`'s.
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination {
            case ↓edit(ItemForm)
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
                state.destination = .edit(ItemForm.State())
                return .none
              case .destination:
                return .none
              }
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }
        struct InventoryView: View {
          @Bindable var store: StoreOf<Inventory>
          var body: some View {
            Button("Add") { store.send(.addTapped) }
              .sheet(item: $store.scope(state: \.destination, action: \.destination)) { _ in }
          }
        }
        @Reducer struct ItemForm {}
        """#)
    ],
    nonTriggeringExamples: [
      // Sent by the view, or by an alert's button.
      Example(
        #"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination {
            case edit(ItemForm)
            case add(ItemForm)
            case alert(AlertState<Alert>)
            enum Alert { case edit }
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case addTapped, failed
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .addTapped:
                state.destination = .add(ItemForm.State())
              case .failed:
                state.destination = .alert(
                  AlertState { TextState("Edit?") } actions: { ButtonState(action: .edit) { TextState("Edit") } })
              case .destination(.presented(.alert(.edit))):
                state.destination = .edit(ItemForm.State())
              case .destination:
                break
              }
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }
        struct InventoryView: View {
          @Bindable var store: StoreOf<Inventory>
          var body: some View {
            Button("Add") { store.send(.addTapped) }
            Button("Retry") { store.send(.failed) }
          }
        }
        @Reducer struct ItemForm {}
        """#),
      // No view of the feature was found: what the screen sends is not known.
      Example(
        #"""
        @Reducer
        struct Inventory {
          @Reducer
          enum Destination { case edit(ItemForm) }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>), editTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .editTapped: state.destination = .edit(ItemForm.State())
              case .destination: break
              }
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct ItemForm {}
        """#),
      // Built outside any action's handler (an initial value).
      Example(
        #"""
        @Reducer
        struct Onboarding {
          @Reducer
          enum Path { case welcome(Welcome) }
          @ObservableState
          struct State { var path = StackState<Path.State>([.welcome(Welcome.State())]) }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.path, action: \.path)
          }
        }
        @Reducer struct Welcome {}
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    guard let constructions = DeadActionConstructions(context) else { return [] }
    var result: [Finding] = []
    for feature in context.features
    where context.destinationEnums.contains(feature.name)
      || context.pathEnums.contains(feature.name)
    {
      for reducerCase in feature.reducerCases where reducerCase.kind != .ignored {
        guard let dead = constructions.deadActions(building: reducerCase.name, of: feature.name)
        else { continue }
        let names = Array(Set(dead.actions.map(Self.spelling(of:)))).sorted()
        result.append(
          finding(
            feature: feature.name, case: reducerCase.name, location: reducerCase.location,
            message: "\(feature.name).\(reducerCase.name) is built only where "
              + "\(names.joined(separator: ", ")) is handled"
              + (dead.firstLocation.map { " (\($0))" } ?? "")
              + ", and no code sends it, so the case is never built and its screen never "
              + "shown; send it where the screen should open, or remove the case and its "
              + "handler"))
      }
    }
    return result
  }

  /// `.view(.detailTapped)` for `["view", "detailTapped"]`.
  private static func spelling(of path: [String]) -> String {
    path.reversed().reduce("") { inner, name in
      inner.isEmpty ? "." + name : "." + name + "(" + inner + ")"
    }
  }
}
